import { codeField } from '@resumegrader/contract/auth';
import { emailField, messages, passwordField } from '@resumegrader/contract/validation';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button, ButtonLink } from '@/components/ui/button';
import { Form, type FormMethods } from '@/components/ui/form';
import { TextField } from '@/components/ui/form-field';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from './auth-card';
import { PasswordField } from './password-field';
import { ResendCodeButton } from './resend-code-button';

const emailSchema = z.object({ email: emailField });
const resetSchema = z
  .object({
    otp: codeField,
    password: passwordField,
    retypePassword: z.string().min(1, messages.required),
  })
  .refine((v) => v.password === v.retypePassword, {
    path: ['retypePassword'],
    message: messages.passwordsDiffer,
  });

function EmailStep({ onSent }: { onSent: (email: string) => void }) {
  const send = useRequestPasswordReset();
  return (
    <AuthCard
      title="Forgot password"
      subtitle="Enter your account’s email and we will send you a code to reset your password."
    >
      <Form
        schema={emailSchema}
        className="space-y-5"
        onSubmit={async (values) => {
          await send.mutateAsync(values);
          onSent(values.email);
        }}
      >
        {({ register, formState: { errors } }) => (
          <>
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              error={errors.email?.message}
              {...register('email')}
            />
            <Button type="submit" className="w-full" disabled={send.isPending}>
              {send.isPending ? 'Sending…' : 'Send Code'}
            </Button>
          </>
        )}
      </Form>
    </AuthCard>
  );
}

type ResetForm = FormMethods<z.input<typeof resetSchema>, z.output<typeof resetSchema>>;

function ResetFields({
  form,
  email,
  pending,
}: {
  form: ResetForm;
  email: string;
  pending: boolean;
}) {
  const { register, control } = form;
  const { errors } = useFormState({ control });
  const [password, retypePassword] = useWatch({ control, name: ['password', 'retypePassword'] });
  return (
    <>
      <TextField
        label="Confirmation code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={errors.otp?.message}
        {...register('otp')}
      />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label="Retype new password"
        autoComplete="new-password"
        error={errors.retypePassword?.message}
        {...register('retypePassword')}
      />
      <Button type="submit" className="w-full" disabled={pending || password !== retypePassword}>
        {pending ? 'Saving…' : 'Reset Password'}
      </Button>
      <ResendCodeButton email={email} type="forget-password" />
    </>
  );
}

function ResetStep({ email, onDone }: { email: string; onDone: () => void }) {
  const reset = useResetPassword();
  return (
    <AuthCard
      title="Reset password"
      subtitle={
        <>
          Enter the code we sent to <strong className="text-ink">{email}</strong> and choose a new
          password.
        </>
      }
    >
      <Form
        schema={resetSchema}
        options={{ mode: 'onTouched' }}
        className="space-y-5"
        onSubmit={async ({ otp, password }) => {
          await reset.mutateAsync({ email, otp, password });
          onDone();
        }}
      >
        {(form) => <ResetFields form={form} email={email} pending={reset.isPending} />}
      </Form>
    </AuthCard>
  );
}

/** SPEC section 4: steps 0 (email), 1 (code and new password), 2 (done). */
export function ForgotPasswordFlow() {
  const [step, setStep] = useState<{ at: 0 } | { at: 1; email: string } | { at: 2 }>({ at: 0 });
  if (step.at === 0) return <EmailStep onSent={(email) => setStep({ at: 1, email })} />;
  if (step.at === 1) return <ResetStep email={step.email} onDone={() => setStep({ at: 2 })} />;
  return (
    <AuthCard
      title="New Password created!"
      subtitle="Your password has been changed. Log in with your new password."
    >
      <div className="flex flex-col items-center gap-5">
        <CircleCheck aria-hidden className="size-14 text-success-700" />
        <ButtonLink to="/login" className="w-full">
          Login
        </ButtonLink>
      </div>
    </AuthCard>
  );
}

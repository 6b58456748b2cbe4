import { zodResolver } from '@hookform/resolvers/zod';
import { codeField } from '@resumegrader/contract/auth';
import { emailField, messages, passwordField } from '@resumegrader/contract/validation';
import { useMutation } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { Button, ButtonLink } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { requestPasswordReset, resetPassword } from '../api/auth-requests';
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
  const { register, handleSubmit, formState } = useForm<z.infer<typeof emailSchema>>({
    resolver: zodResolver(emailSchema),
  });
  const send = useMutation({
    mutationFn: requestPasswordReset,
    onSuccess: (_data, { email }) => {
      toast.success('We have sent a code. Check your email');
      onSent(email);
    },
  });
  return (
    <AuthCard
      title="Forgot password"
      subtitle="Enter your account’s email and we will send you a code to reset your password."
    >
      <form noValidate className="space-y-5" onSubmit={handleSubmit((v) => send.mutate(v))}>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" className="w-full" disabled={send.isPending}>
          {send.isPending ? 'Sending…' : 'Send Code'}
        </Button>
      </form>
    </AuthCard>
  );
}

function ResetStep({ email, onDone }: { email: string; onDone: () => void }) {
  const { register, handleSubmit, control, formState } = useForm<z.infer<typeof resetSchema>>({
    resolver: zodResolver(resetSchema),
    mode: 'onBlur',
  });
  const [password, retypePassword] = useWatch({ control, name: ['password', 'retypePassword'] });
  const reset = useMutation({
    mutationFn: ({ otp, password }: { otp: string; password: string }) =>
      resetPassword({ email, otp, password }),
    onSuccess: () => {
      toast.success('Password reset successful');
      onDone();
    },
  });
  const { errors } = formState;
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
      <form noValidate className="space-y-5" onSubmit={handleSubmit((v) => reset.mutate(v))}>
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
        <Button
          type="submit"
          className="w-full"
          disabled={reset.isPending || password !== retypePassword}
        >
          {reset.isPending ? 'Saving…' : 'Reset Password'}
        </Button>
        <ResendCodeButton email={email} type="forget-password" />
      </form>
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

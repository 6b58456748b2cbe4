import { authMessages, signUpFormSchema } from '@resumegrader/contract/auth';
import { messages } from '@resumegrader/contract/validation';
import { useId } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Form, type FormMethods } from '@/components/ui/form';
import { TextField } from '@/components/ui/form-field';
import { useSignUp } from '../api/sign-up';
import { PasswordField } from './password-field';

type SignUpForm = FormMethods<z.input<typeof signUpFormSchema>, z.output<typeof signUpFormSchema>>;

const checkboxClasses = 'mt-1 size-4 shrink-0 accent-brand-700';

/**
 * Sign-up's first step, on /signup and in the grading modal alike. The retyped password is
 * compared as the user types once they have left that field: the schema's own comparison
 * waits until every other field is valid, and a disabled button must say why it is.
 */
export function SignUpForm({ onCodeSent }: { onCodeSent: (email: string) => void }) {
  const create = useSignUp();
  return (
    <Form
      schema={signUpFormSchema}
      defaultValues={{ opportunitiesOptIn: false }}
      options={{ mode: 'onTouched' }}
      className="space-y-5"
      onSubmit={async ({ retypePassword: _retype, ...body }) => {
        await create.mutateAsync(body);
        onCodeSent(body.email);
      }}
    >
      {(form) => <SignUpFields form={form} pending={create.isPending} />}
    </Form>
  );
}

function SignUpFields({ form, pending }: { form: SignUpForm; pending: boolean }) {
  const reasonId = useId();
  const { register, control } = form;
  const { errors, touchedFields } = useFormState({ control });
  const [acceptTerms, password, retypePassword] = useWatch({
    control,
    name: ['acceptTerms', 'password', 'retypePassword'],
  });
  const termsAccepted = acceptTerms === true;
  const passwordsDiffer = password !== retypePassword;
  // The schema's own verdict on the match is only as fresh as the last blur: this one is live.
  const schemaRetypeError = errors.retypePassword?.message;
  const retypeError =
    touchedFields.retypePassword && passwordsDiffer
      ? messages.passwordsDiffer
      : schemaRetypeError === messages.passwordsDiffer
        ? undefined
        : schemaRetypeError;
  // Why Create Account cannot be pressed, said under it and read with it.
  const blockedBecause = !termsAccepted
    ? authMessages.termsRequired
    : passwordsDiffer
      ? messages.passwordsDiffer
      : undefined;

  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label="Retype password"
        autoComplete="new-password"
        error={retypeError}
        {...register('retypePassword')}
      />
      <label className="flex gap-3 text-sm text-ink-muted">
        <input type="checkbox" className={checkboxClasses} {...register('acceptTerms')} />
        <span>
          I agree to the{' '}
          {/* In a new tab: what was typed here, or a grading under way, is not lost. */}
          <Link
            to="/terms-of-use"
            target="_blank"
            rel="noreferrer"
            className="font-semibold text-brand-700 hover:underline"
          >
            Terms of Use
          </Link>{' '}
          and{' '}
          <Link
            to="/privacy-policy"
            target="_blank"
            rel="noreferrer"
            className="font-semibold text-brand-700 hover:underline"
          >
            Privacy Policy
          </Link>
          .
        </span>
      </label>
      <label className="flex gap-3 text-sm text-ink-muted">
        <input type="checkbox" className={checkboxClasses} {...register('opportunitiesOptIn')} />
        <span>I’d like to be considered for job opportunities with ResumeGrader’s clients.</span>
      </label>
      <Button
        type="submit"
        className="w-full"
        disabled={blockedBecause !== undefined || pending}
        aria-describedby={blockedBecause ? reasonId : undefined}
      >
        {pending ? 'Creating your account…' : 'Create Account'}
      </Button>
      {blockedBecause && (
        <p id={reasonId} className="text-center text-sm text-ink-muted">
          {blockedBecause}
        </p>
      )}
    </>
  );
}

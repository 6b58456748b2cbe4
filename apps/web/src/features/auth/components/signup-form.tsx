import { zodResolver } from '@hookform/resolvers/zod';
import { authMessages, signUpFormSchema } from '@resumegrader/contract/auth';
import { messages } from '@resumegrader/contract/validation';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { ApiRequestError } from '@/lib/api-client';
import { signUp } from '../api/auth-requests';
import { PasswordField } from './password-field';

type SignUpForm = z.input<typeof signUpFormSchema>;

const checkboxClasses = 'mt-1 size-4 shrink-0 accent-brand-700';

/**
 * Sign-up's first step, on /signup and in the grading modal alike. The retyped password is
 * compared as the user types once they have left that field: the schema's own comparison
 * waits until every other field is valid, and a disabled button must say why it is.
 */
export function SignUpForm({ onCodeSent }: { onCodeSent: (email: string) => void }) {
  const reasonId = useId();
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, touchedFields },
  } = useForm<SignUpForm, unknown, z.output<typeof signUpFormSchema>>({
    resolver: zodResolver(signUpFormSchema),
    mode: 'onBlur',
    defaultValues: { opportunitiesOptIn: false },
  });
  const create = useMutation({
    mutationFn: signUp,
    meta: { silent: true },
    onSuccess: (_data, { email }) => {
      toast.success('We have sent a verification code on your email');
      onCodeSent(email);
    },
    onError: (error) => {
      if (error instanceof ApiRequestError) {
        for (const [field, message] of Object.entries(error.fields)) {
          setError(field as keyof SignUpForm, { message });
        }
      }
      toast.error(error.message);
    },
  });
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
    <form
      noValidate
      className="space-y-5"
      onSubmit={handleSubmit(({ retypePassword: _retype, ...body }) => create.mutate(body))}
    >
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
        disabled={blockedBecause !== undefined || create.isPending}
        aria-describedby={blockedBecause ? reasonId : undefined}
      >
        {create.isPending ? 'Creating your account…' : 'Create Account'}
      </Button>
      {blockedBecause && (
        <p id={reasonId} className="text-center text-sm text-ink-muted">
          {blockedBecause}
        </p>
      )}
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { signUpFormSchema } from '@resumegrader/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { ApiRequestError } from '@/lib/api-client';
import { signUp } from '../api/auth-requests';
import { AuthCard } from './auth-card';
import { PasswordField } from './password-field';

type SignUpForm = z.input<typeof signUpFormSchema>;

const checkboxClasses = 'mt-1 size-4 shrink-0 accent-brand-700';

export function SignUpForm({ onCodeSent }: { onCodeSent: (email: string) => void }) {
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
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

  return (
    <AuthCard
      title="Create an account"
      subtitle={
        <>
          Already have an account?{' '}
          <Link to="/login" className="font-semibold text-brand-700 hover:underline">
            Login here
          </Link>
        </>
      }
    >
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
          error={errors.retypePassword?.message}
          {...register('retypePassword')}
        />
        <label className="flex gap-3 text-sm text-ink-muted">
          <input type="checkbox" className={checkboxClasses} {...register('acceptTerms')} />
          <span>
            I agree to the{' '}
            <Link to="/terms-of-use" className="font-semibold text-brand-700 hover:underline">
              Terms of Use
            </Link>{' '}
            and{' '}
            <Link to="/privacy-policy" className="font-semibold text-brand-700 hover:underline">
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
          disabled={!termsAccepted || passwordsDiffer || create.isPending}
        >
          {create.isPending ? 'Creating your account…' : 'Create Account'}
        </Button>
      </form>
    </AuthCard>
  );
}

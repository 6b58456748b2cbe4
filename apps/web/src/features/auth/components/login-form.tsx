import { zodResolver } from '@hookform/resolvers/zod';
import { type SignIn, signInSchema } from '@resumegrader/contract/auth';
import { errorCodes } from '@resumegrader/contract/errors';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { ApiRequestError } from '@/lib/api-client';
import { useEnterAccount } from '@/lib/auth';
import { signIn } from '../api/auth-requests';
import { pendingVerification } from '@/lib/pending-verification';
import { AuthCard } from './auth-card';
import { PasswordField } from './password-field';

export function LoginForm() {
  const navigate = useNavigate();
  const enterAccount = useEnterAccount();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignIn>({ resolver: zodResolver(signInSchema) });
  const login = useMutation({
    mutationFn: signIn,
    meta: { silent: true },
    onSuccess: async () => {
      pendingVerification.clear();
      toast.success('You are successfully logged in');
      await enterAccount('/dashboard');
    },
    onError: async (error, { email }) => {
      // An unconfirmed account gets a fresh code from the server and goes to the verify step.
      if (error instanceof ApiRequestError && error.code === 'UserNotConfirmed') {
        pendingVerification.set(email);
        toast.info(error.message);
        await navigate('/signup');
        return;
      }
      if (!(error instanceof ApiRequestError && error.code === errorCodes.validation)) {
        toast.error(error.message);
      }
    },
  });

  return (
    <AuthCard title="Login" subtitle="Welcome back. Sign in to see your graded resumes.">
      <form
        noValidate
        className="space-y-5"
        onSubmit={handleSubmit((values) => login.mutate(values))}
      >
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="flex justify-end">
          <Link
            to="/forgotPassword"
            className="text-sm font-semibold text-brand-700 hover:underline"
          >
            Forgot Password?
          </Link>
        </div>
        <Button type="submit" className="w-full" disabled={login.isPending}>
          {login.isPending ? 'Signing in…' : 'Login'}
        </Button>
        <p className="text-center text-sm text-ink-muted">
          Don’t have an account?{' '}
          <Link to="/signup" className="font-semibold text-brand-700 hover:underline">
            Sign up here
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}

import { signInSchema } from '@resumegrader/contract/auth';
import { errorCodes } from '@resumegrader/contract/errors';
import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { TextField } from '@/components/ui/form-field';
import { ApiRequestError } from '@/lib/api-client';
import { pendingVerification } from '@/lib/pending-verification';
import { useSignIn } from '../api/sign-in';
import { AuthCard } from './auth-card';
import { PasswordField } from './password-field';

export function LoginForm() {
  const navigate = useNavigate();
  const login = useSignIn();

  return (
    <AuthCard title="Login" subtitle="Welcome back. Sign in to see your graded resumes.">
      <Form
        schema={signInSchema}
        className="space-y-5"
        onSubmit={(values) => login.mutateAsync(values)}
        onFormError={async (error, { email }) => {
          // An unconfirmed account gets a fresh code from the server and goes to the verify step.
          if (error instanceof ApiRequestError && error.code === errorCodes.userNotConfirmed) {
            pendingVerification.set(email);
            toast.info(error.message);
            await navigate('/signup');
            return;
          }
          toast.error(error.message);
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
          </>
        )}
      </Form>
    </AuthCard>
  );
}

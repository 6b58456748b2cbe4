import { LoginForm } from '@/features/auth/components/login-form';
import { GuestRoute } from '@/lib/auth';

export function Component() {
  return (
    <GuestRoute>
      <LoginForm />
    </GuestRoute>
  );
}

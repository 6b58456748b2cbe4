import { ForgotPasswordFlow } from '@/features/auth/components/forgot-password-flow';
import { GuestRoute } from '@/lib/auth';

export function Component() {
  return (
    <GuestRoute>
      <ForgotPasswordFlow />
    </GuestRoute>
  );
}

import { SignUpSteps } from '@/features/auth/components/sign-up-steps';
import { GuestRoute } from '@/lib/auth';

export function Component() {
  return (
    <GuestRoute>
      <SignUpSteps placement="page" />
    </GuestRoute>
  );
}

import { useState } from 'react';
import { SignUpForm } from '@/features/auth/components/signup-form';
import { VerifyEmailForm } from '@/features/auth/components/verify-email-form';
import { pendingVerification } from '@/lib/pending-verification';
import { GuestRoute } from '@/lib/auth';

export function Component() {
  const [email, setEmail] = useState(pendingVerification.get);
  const codeSent = (address: string) => {
    pendingVerification.set(address);
    setEmail(address);
  };
  return (
    <GuestRoute>
      {email ? <VerifyEmailForm email={email} /> : <SignUpForm onCodeSent={codeSent} />}
    </GuestRoute>
  );
}

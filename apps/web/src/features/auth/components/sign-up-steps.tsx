import { useState } from 'react';
import { Link } from 'react-router';
import { pendingVerification } from '@/lib/pending-verification';
import { AuthCard } from './auth-card';
import { SignUpForm } from './signup-form';
import { VerifyEmailForm } from './verify-email-form';

const linkClasses = 'font-semibold text-brand-700 hover:underline';

/**
 * Sign-up and its verification, one form in two placements: the /signup page, and the
 * grading modal of /preprocessing (SPEC section 2), whose dialog carries the heading and
 * the 'Login here' link itself. A code already sent (a reload, an unconfirmed sign-in)
 * opens on the verification step.
 */
export function SignUpSteps({ placement }: { placement: 'page' | 'dialog' }) {
  const [email, setEmail] = useState(pendingVerification.get);
  const codeSent = (address: string) => {
    pendingVerification.set(address);
    setEmail(address);
  };
  const sentTo = email && (
    <>
      We sent a 6-digit confirmation code to <strong className="text-ink">{email}</strong>.
    </>
  );

  if (placement === 'dialog') {
    if (!email) return <SignUpForm onCodeSent={codeSent} />;
    return (
      <div className="space-y-5">
        <div>
          <h3 className="text-lg font-semibold text-ink">Please verify your email</h3>
          <p className="mt-1 text-ink-muted">{sentTo}</p>
        </div>
        <VerifyEmailForm email={email} />
      </div>
    );
  }
  if (email) {
    return (
      <AuthCard title="Please verify your email" subtitle={sentTo}>
        <VerifyEmailForm email={email} />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Create an account"
      subtitle={
        <>
          Already have an account?{' '}
          <Link to="/login" className={linkClasses}>
            Login here
          </Link>
        </>
      }
    >
      <SignUpForm onCodeSent={codeSent} />
    </AuthCard>
  );
}

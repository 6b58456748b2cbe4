import { timings } from '@resumegrader/contract/timings';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { pendingVerification } from '@/lib/pending-verification';

/**
 * A visitor's resume is graded only once it has an account (SPEC section 2): the sign-up
 * modal opens after 3 s. The overlay closes it; the button under the counter reopens it.
 */
export function SignUpPrompt() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setOpen(true), timings.signUpModalDelayMs);
    return () => window.clearTimeout(timer);
  }, []);
  const verifying = pendingVerification.get() !== null;
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Create an account to view your Grades!"
      trigger={
        <Button variant="outline" className="w-full sm:w-auto">
          Sign up to see your grades
        </Button>
      }
    >
      {verifying ? (
        <div className="space-y-4">
          <p className="font-semibold text-ink">Please verify your email</p>
          <p className="text-ink-muted">
            Enter the code we e-mailed you and your resume is graded right away.
          </p>
          <ButtonLink to="/signup" className="w-full">
            Enter code
          </ButtonLink>
        </div>
      ) : (
        <div className="space-y-4">
          <p className="text-ink-muted">
            Your resume is uploaded. Create a free account, which comes with 1 free credit, and we
            grade it right away.
          </p>
          <ButtonLink to="/signup" className="w-full">
            Create Account
          </ButtonLink>
        </div>
      )}
      <p className="mt-4 text-center text-sm text-ink-muted">
        Already have an account?{' '}
        <Link
          to="/login"
          onClick={pendingVerification.clear}
          className="font-semibold text-brand-700 hover:underline"
        >
          Login here
        </Link>
      </p>
    </Dialog>
  );
}

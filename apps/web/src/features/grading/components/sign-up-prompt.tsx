import { timings } from '@resumegrader/contract/timings';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { pendingVerification } from '@/lib/pending-verification';

/**
 * A visitor's resume is graded only once it has an account (SPEC section 2): the sign-up
 * modal, holding the sign-up form and then its verification (`children`), opens after 3 s.
 * The overlay closes it; the button under the counter reopens it.
 */
export function SignUpPrompt({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setOpen(true), timings.signUpModalDelayMs);
    return () => window.clearTimeout(timer);
  }, []);
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
      <p className="mb-5 text-ink-muted">
        Your resume is uploaded. A free account comes with 1 free credit, and we grade it right
        away.
      </p>
      {children}
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

import { timings } from '@resumegrader/contract/timings';
import { toast } from 'react-toastify';
import { useMutation } from '@tanstack/react-query';
import { sendCode } from '../api/auth-requests';
import { useCountdown } from '../hooks/use-countdown';

/** 'Resend Code' with the 30 s countdown of SPEC section 4. */
export function ResendCodeButton({
  email,
  type,
}: {
  email: string;
  type: 'email-verification' | 'forget-password';
}) {
  const { left, restart } = useCountdown(timings.resendTimerSeconds);
  const resend = useMutation({
    mutationFn: () => sendCode({ email, type }),
    onSuccess: () => {
      toast.success('Code resent successfully. Check your email!');
      restart();
    },
  });
  return (
    <p className="text-sm text-ink-muted">
      Didn’t get it?{' '}
      <button
        type="button"
        className="font-semibold text-brand-700 hover:underline disabled:cursor-not-allowed disabled:text-ink-subtle disabled:no-underline"
        disabled={left > 0 || resend.isPending}
        onClick={() => resend.mutate()}
      >
        Resend Code
      </button>
      {left > 0 && <span aria-live="polite"> in {left}s</span>}
    </p>
  );
}

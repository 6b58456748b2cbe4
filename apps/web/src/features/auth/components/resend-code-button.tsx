import { timings } from '@resumegrader/contract/timings';
import { toast } from 'react-toastify';
import type { SendCode } from '@resumegrader/contract/auth';
import { useSendCode } from '../api/send-code';
import { useCountdown } from '../hooks/use-countdown';

/** 'Resend Code' with the 30 s countdown of SPEC section 4. */
export function ResendCodeButton({ email, type }: { email: string; type: SendCode['type'] }) {
  const { left, restart } = useCountdown(timings.resendTimerSeconds);
  const resend = useSendCode();
  const resendCode = () =>
    resend.mutate(
      { email, type },
      {
        onSuccess: () => {
          toast.success('Code resent successfully. Check your email!');
          restart();
        },
      },
    );
  return (
    <p className="text-sm text-ink-muted">
      Didn’t get it?{' '}
      <button
        type="button"
        className="font-semibold text-brand-700 hover:underline disabled:cursor-not-allowed disabled:text-ink-subtle disabled:no-underline"
        disabled={left > 0 || resend.isPending}
        onClick={resendCode}
      >
        Resend Code
      </button>
      {left > 0 && <span aria-live="polite"> in {left}s</span>}
    </p>
  );
}

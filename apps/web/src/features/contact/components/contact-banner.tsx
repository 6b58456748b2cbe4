import { contactBanner } from '@resumegrader/contract/contact';
import clsx from 'clsx';
import { CircleAlert, CircleCheck } from 'lucide-react';

export type BannerState = { kind: 'success' } | { kind: 'error'; detail: string | undefined };

export function ContactBanner({ state }: { state: BannerState }) {
  const success = state.kind === 'success';
  const Icon = success ? CircleCheck : CircleAlert;
  return (
    <div
      role={success ? 'status' : 'alert'}
      className={clsx(
        'flex items-start gap-3 rounded-control border px-4 py-3',
        success
          ? 'border-success-700/30 bg-success-50 text-success-700'
          : 'border-danger-600/30 bg-danger-50 text-danger-700',
      )}
    >
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">{success ? contactBanner.success : contactBanner.failure}</p>
        {state.kind === 'error' && state.detail && <p className="text-sm">{state.detail}</p>}
      </div>
    </div>
  );
}

import { plans } from '@resumegrader/contract/plans';
import type { UserDetail } from '@resumegrader/contract/user';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useUnsubscribe } from '../api/unsubscribe';

const free = 'free';

/** 'standard' → 'Standard'; a plan id this build does not know is shown as it is. */
function planName(subscription: string): string {
  return plans.find((plan) => plan.id === subscription)?.planeName ?? subscription;
}

/**
 * The account's plan, and Unsubscribe when it is not the free one (SPEC sections 2 and 6),
 * behind a confirmation. Credits bought are kept.
 */
export function PlanStatus({ user }: { user: UserDetail }) {
  const [open, setOpen] = useState(false);
  const unsubscribe = useUnsubscribe();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const subscribed = user.subscription !== free;
  const name = planName(user.subscription);

  const confirm = () =>
    unsubscribe.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        // The button that opened the dialog is gone: focus the section, which now reads
        // 'Free', rather than let it fall to the page body.
        headingRef.current?.focus();
      },
    });

  return (
    <section aria-labelledby="plan-status" className="space-y-3">
      <h2
        id="plan-status"
        ref={headingRef}
        tabIndex={-1}
        className="text-h3 font-semibold focus:outline-none"
      >
        Plan
      </h2>
      {subscribed ? (
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-ink-muted" data-testid="plan-explanation">
            Your plan: <span className="font-semibold text-ink">{name}</span>. Unsubscribing returns
            your account to the free plan; credits you bought stay yours.
          </p>
          <Dialog
            open={open}
            onOpenChange={setOpen}
            trigger={
              <Button variant="outline" className="w-full shrink-0 sm:w-auto">
                Unsubscribe
              </Button>
            }
            title={`Unsubscribe from ${name}?`}
            description="Your account returns to the free plan. Credits you bought stay yours; nothing is refunded or charged."
          >
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="outline">Keep my plan</Button>
              </DialogClose>
              <Button disabled={unsubscribe.isPending} onClick={confirm}>
                {unsubscribe.isPending && <Spinner />}
                Unsubscribe
              </Button>
            </div>
          </Dialog>
        </div>
      ) : (
        <p className="text-ink-muted" data-testid="plan-explanation">
          Your plan: <span className="font-semibold text-ink">Free</span>. Buy credits whenever you
          need them; they never expire.
        </p>
      )}
    </section>
  );
}

import { formatPrice, type Plan } from '@resumegrader/contract/plans';
import clsx from 'clsx';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** What every plan buys: the plans differ only in how many reviews, and their price. */
export const planFeatures = [
  'Letter grades for content, format and writing',
  'Every mistake boxed on your pages, with how to fix it',
  'Job-description match',
  'What an applicant tracking system reads',
  'Version comparison',
  'Report PDF to download and share',
  'Graded resumes saved to your dashboard',
  'Credits never expire',
];

interface PlanCardProps {
  plan: Plan;
  onChoose: (plan: Plan) => void;
  /** This plan's checkout is being opened: the button spins. */
  pending?: boolean;
  /** Another plan's checkout is being opened. */
  disabled?: boolean;
  /** h2 on the pricing page; h3 inside the 'Subscription plans' dialog, whose title is h2. */
  headingLevel?: 'h2' | 'h3';
  /** Smaller, in the 'Subscription plans' dialog. */
  compact?: boolean;
}

export function PlanCard({
  plan,
  onChoose,
  pending = false,
  disabled = false,
  headingLevel: Heading = 'h2',
  compact = false,
}: PlanCardProps) {
  const headingId = useId();
  const perReview = formatPrice(Math.round(plan.priceCents / plan.credit));
  return (
    <article
      aria-labelledby={headingId}
      className={clsx(
        'relative flex flex-col rounded-card border bg-white',
        compact ? 'p-6' : 'p-8',
        plan.Recommended ? 'border-brand-600 shadow-raised' : 'border-line shadow-card',
      )}
    >
      {plan.Recommended && (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold tracking-wide whitespace-nowrap text-white uppercase">
          Most Popular
        </p>
      )}
      <Heading id={headingId} className="text-h3 font-semibold">
        {plan.planeName}
      </Heading>
      <p className="mt-1 text-ink-muted">{plan.creditLabel}</p>
      <p className={clsx('flex items-baseline gap-1', compact ? 'mt-4' : 'mt-6')}>
        <span className={clsx('font-bold', compact ? 'text-h2' : 'text-h1')}>
          {formatPrice(plan.priceCents)}
        </span>
        <span className="text-ink-subtle">one-time</span>
      </p>
      <p className="mt-1 flex-1 text-sm text-ink-subtle">
        {plan.credit} resume reviews, {perReview} each
      </p>
      <Button
        className={clsx(
          'w-full',
          compact ? 'mt-6' : 'mt-8',
          // The outline variant has no disabled look of its own.
          !plan.Recommended && 'disabled:opacity-60',
        )}
        variant={plan.Recommended ? 'primary' : 'outline'}
        aria-label={`${plan.buttonText} with the ${plan.planeName} plan`}
        // Disabled while any checkout opens, so a double click starts only one.
        disabled={pending || disabled}
        onClick={() => onChoose(plan)}
      >
        {pending && <Spinner />}
        {plan.buttonText}
      </Button>
    </article>
  );
}

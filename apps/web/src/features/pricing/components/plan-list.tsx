import { plans } from '@resumegrader/contract/plans';
import clsx from 'clsx';
import { useChoosePlan } from '../hooks/use-choose-plan';
import { PlanCard } from './plan-card';

/** The three plans side by side (stacked on mobile), each buying through checkout. */
export function PlanList({
  className,
  inDialog = false,
}: {
  className?: string;
  /** Compact cards with h3 names, under the dialog's title. */
  inDialog?: boolean;
}) {
  const { choose, pendingPlan } = useChoosePlan();
  return (
    <div className={clsx('grid gap-8 md:grid-cols-3', inDialog && 'pt-3 md:gap-5', className)}>
      {plans.map((plan) => (
        <PlanCard
          key={plan.id}
          plan={plan}
          onChoose={(chosen) => void choose(chosen)}
          pending={pendingPlan === plan.id}
          disabled={pendingPlan !== null}
          headingLevel={inDialog ? 'h3' : 'h2'}
          compact={inDialog}
        />
      ))}
    </div>
  );
}

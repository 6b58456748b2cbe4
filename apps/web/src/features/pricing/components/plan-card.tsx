import { formatPrice, type Plan } from '@resumegrader/contract/plans';
import clsx from 'clsx';
import { Check } from 'lucide-react';
import { Button } from '@/components/ui/button';

const features = [
  'Letter grades for content, format and writing',
  'Every mistake boxed on your pages',
  'Grammar, spelling and overused-word checks',
  'Graded resumes saved to your dashboard',
  'Credits never expire',
];

export function PlanCard({ plan, onChoose }: { plan: Plan; onChoose: (plan: Plan) => void }) {
  const perReview = formatPrice(Math.round(plan.priceCents / plan.credit));
  return (
    <article
      aria-labelledby={`plan-${plan.id}`}
      className={clsx(
        'relative flex flex-col rounded-card border bg-white p-8',
        plan.Recommended ? 'border-brand-600 shadow-raised' : 'border-line shadow-card',
      )}
    >
      {plan.Recommended && (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold tracking-wide text-white uppercase">
          Most Popular
        </p>
      )}
      <h2 id={`plan-${plan.id}`} className="text-h3 font-semibold">
        {plan.planeName}
      </h2>
      <p className="mt-1 text-ink-muted">{plan.creditLabel}</p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-h1 font-bold">{formatPrice(plan.priceCents)}</span>
        <span className="text-ink-subtle">one-time</span>
      </p>
      <p className="mt-1 text-sm text-ink-subtle">{perReview} per review</p>
      <ul className="mt-8 flex-1 space-y-3">
        {features.map((feature) => (
          <li key={feature} className="flex gap-3 text-ink-muted">
            <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-success-700" />
            {feature}
          </li>
        ))}
      </ul>
      <Button
        className="mt-8 w-full"
        variant={plan.Recommended ? 'primary' : 'outline'}
        aria-label={`${plan.buttonText} with the ${plan.planeName} plan`}
        onClick={() => onChoose(plan)}
      >
        {plan.buttonText}
      </Button>
    </article>
  );
}

import { Check } from 'lucide-react';
import { planFeatures } from './plan-card';

/** Once for all three plans, which differ only in how many reviews they buy. */
export function PlanFeatures({ className }: { className?: string }) {
  return (
    <section aria-labelledby="plan-features" className={className}>
      <h2 id="plan-features" className="text-h3 font-semibold">
        Every plan includes
      </h2>
      <ul className="mt-5 grid gap-3 sm:grid-cols-2">
        {planFeatures.map((feature) => (
          <li key={feature} className="flex gap-3 text-ink-muted">
            <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-success-700" />
            {feature}
          </li>
        ))}
      </ul>
    </section>
  );
}

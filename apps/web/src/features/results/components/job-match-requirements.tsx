import clsx from 'clsx';
import { CircleAlert, CircleCheck, CircleX } from 'lucide-react';
import type { RequirementRow, Verdict } from '../utils/job-match-view';

function VerdictChip({ verdict }: { verdict: Verdict }) {
  if (!verdict)
    return (
      <span className="rounded-full bg-surface-muted px-2.5 py-1 text-sm text-ink-muted">
        Not asked
      </span>
    );
  const { Icon, classes } =
    verdict.met === true
      ? { Icon: CircleCheck, classes: 'bg-success-50 text-success-700' }
      : verdict.met === 'partly'
        ? { Icon: CircleAlert, classes: 'bg-amber-50 text-amber-800' }
        : { Icon: CircleX, classes: 'bg-danger-50 text-danger-700' };
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-sm font-medium',
        classes,
      )}
    >
      <Icon aria-hidden className="size-4 shrink-0" />
      {verdict.text}
    </span>
  );
}

function Value({ text, empty }: { text: string | null; empty: string }) {
  return text ? (
    <dd className="text-ink">{text}</dd>
  ) : (
    <dd className="text-ink-subtle italic">{empty}</dd>
  );
}

/** The title, years and degree the job asks for, beside what the resume shows. */
export function MatchRequirements({ rows }: { rows: RequirementRow[] }) {
  return (
    <section aria-labelledby="requirements-heading" className="space-y-3">
      <h4 id="requirements-heading" className="font-semibold text-ink">
        Requirements
      </h4>
      <ul className="space-y-3">
        {rows.map((row) => (
          <li
            key={row.id}
            className="space-y-3 rounded-card border border-line bg-white p-4"
            data-testid={`requirement-${row.id}`}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h5 className="font-semibold text-ink">{row.label}</h5>
              <VerdictChip verdict={row.verdict} />
            </div>
            <dl className="grid gap-3 text-sm sm:grid-cols-2">
              <div className="min-w-0 space-y-0.5">
                <dt className="font-medium text-ink-muted">The job asks for</dt>
                <Value text={row.asked} empty="Not stated" />
              </div>
              <div className="min-w-0 space-y-0.5">
                <dt className="font-medium text-ink-muted">Your resume shows</dt>
                <Value text={row.resume} empty="Not found" />
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}

import type { ComparedFinding, Comparison, VersionSummary } from '@resumegrader/contract/versions';
import clsx from 'clsx';
import { ArrowRight, CircleCheck, CircleDot, CirclePlus, type LucideIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { formatShortDate } from '@/lib/format-date';

/** A long bucket shows this many findings until the reader asks for all of them. */
const shownAtFirst = 4;

const tabLabels: Record<ComparedFinding['tab'], string> = {
  content: 'Content',
  formatting: 'Formatting',
  writing: 'Writing',
};

interface BucketLook {
  id: 'fixed' | 'still' | 'new';
  icon: LucideIcon;
  /** The top rule and the icon: green for fixed, amber for still there, red for new. */
  accent: string;
  iconClass: string;
  empty: string;
}

const bucketLooks: BucketLook[] = [
  {
    id: 'fixed',
    icon: CircleCheck,
    accent: 'border-t-success-700',
    iconClass: 'text-success-700',
    empty: 'Nothing fixed yet.',
  },
  {
    id: 'still',
    icon: CircleDot,
    accent: 'border-t-amber-500',
    iconClass: 'text-amber-700',
    empty: 'Nothing is left from before.',
  },
  {
    id: 'new',
    icon: CirclePlus,
    accent: 'border-t-danger-600',
    iconClass: 'text-danger-700',
    empty: 'Nothing new.',
  },
];

/** A finding in a line or two: its kind, the words it is about, and the tab it is on. */
function Finding({ finding }: { finding: ComparedFinding }) {
  const words = finding.quote ?? finding.detail;
  return (
    <li className="space-y-1 border-t border-line pt-3 first:border-t-0 first:pt-0">
      <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <span className="font-semibold text-ink">{finding.title}</span>
        <span className="rounded-full bg-surface-muted px-2 py-0.5 text-xs font-medium text-ink-muted">
          {tabLabels[finding.tab]}
        </span>
      </p>
      {finding.quote !== undefined ? (
        <p className="text-sm break-words text-ink-muted italic">“{finding.quote}”</p>
      ) : (
        // Spacing and layout findings have no words of their own: their message says where.
        <p className="text-sm break-words text-ink-muted">{words ?? finding.body}</p>
      )}
    </li>
  );
}

function Bucket({
  look,
  title,
  findings,
}: {
  look: BucketLook;
  title: string;
  findings: ComparedFinding[];
}) {
  const id = useId();
  const [all, setAll] = useState(false);
  const shown = all ? findings : findings.slice(0, shownAtFirst);
  const Icon = look.icon;
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid={`findings-${look.id}`}
      className={clsx(
        'flex flex-col gap-4 rounded-card border border-t-4 border-line bg-white p-5 shadow-card',
        look.accent,
      )}
    >
      <h3 id={`${id}-title`} className="flex items-center gap-2 text-h3 font-semibold">
        <Icon aria-hidden className={clsx('size-5 shrink-0', look.iconClass)} />
        {title}
        <span className="ml-auto rounded-full bg-surface-muted px-2.5 py-0.5 text-base font-bold text-ink">
          <span className="sr-only">: </span>
          {findings.length}
        </span>
      </h3>
      {findings.length === 0 ? (
        <p className="text-ink-muted">{look.empty}</p>
      ) : (
        <ul id={`${id}-list`} className="space-y-3">
          {shown.map((finding, index) => (
            // Two findings can read the same (one weak verb, twice): the index keeps them apart.
            <Finding key={`${index}-${finding.title}-${finding.quote ?? ''}`} finding={finding} />
          ))}
        </ul>
      )}
      {findings.length > shownAtFirst && (
        <button
          type="button"
          aria-expanded={all}
          aria-controls={`${id}-list`}
          onClick={() => setAll((open) => !open)}
          className="mt-auto self-start rounded-control text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {all ? 'Show fewer' : `Show all ${findings.length}`}
        </button>
      )}
    </section>
  );
}

function PreviousLink({ previous }: { previous: VersionSummary }) {
  return (
    <Link
      to={`/results?id=${previous.resumeId}`}
      className="inline-flex items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:underline"
    >
      See v{previous.version}'s results
      <ArrowRight aria-hidden className="size-4" />
    </Link>
  );
}

/**
 * Issue 35: which earlier graded version to compare with, when there is more than one. The
 * choice lives in the address, so a reload and the report PDF keep it.
 */
function CompareWith({
  comparison,
  chosen,
  onChange,
}: {
  comparison: Comparison;
  /** The version asked for: shown at once, while its comparison is on its way. */
  chosen: string;
  onChange: (resumeId: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5 sm:flex-row sm:items-center sm:gap-3">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        Compare with
      </label>
      <select
        id={id}
        value={chosen}
        onChange={(event) => onChange(event.target.value)}
        className="min-w-0 rounded-control border border-line bg-white py-2 pr-8 pl-3 text-sm text-ink shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600 sm:max-w-md"
      >
        {comparison.earlier.map((version) => (
          <option key={version.resumeId} value={version.resumeId}>
            v{version.version} · {version.fileName} · {formatShortDate(version.createdAt)} ·{' '}
            {version.cumulativeGrade}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Issue 16: this version against an earlier graded one (the newest unless the user chose
 * another), its findings split into fixed, still there and new. A version with no earlier
 * graded one has nothing to compare and shows nothing.
 */
export function VersionChanges({
  comparison,
  compareWith,
  onCompareWith,
}: {
  comparison: Comparison;
  /** The earlier version the address asks for, if any. */
  compareWith: string | undefined;
  onCompareWith: (resumeId: string) => void;
}) {
  const { previous, findings } = comparison;
  if (!previous || !findings) return null;
  const since = `v${previous.version}`;
  return (
    <section aria-labelledby="version-changes-heading" className="space-y-5">
      <div className="flex flex-col gap-2 md:flex-row md:items-end md:justify-between md:gap-6">
        <div className="space-y-3">
          <div>
            <h2 id="version-changes-heading" className="text-h2 font-bold">
              What changed since {since}
            </h2>
            <p className="mt-1 text-ink-muted">
              This is version {comparison.version}. Version {previous.version},{' '}
              <span className="font-medium break-all text-ink">{previous.fileName}</span>, was
              uploaded{' '}
              <time dateTime={previous.createdAt}>{formatShortDate(previous.createdAt)}</time>.
            </p>
          </div>
          {comparison.earlier.length > 1 && (
            <CompareWith
              comparison={comparison}
              chosen={
                comparison.earlier.some((v) => v.resumeId === compareWith)
                  ? (compareWith ?? previous.resumeId)
                  : previous.resumeId
              }
              onChange={onCompareWith}
            />
          )}
        </div>
        <PreviousLink previous={previous} />
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        {bucketLooks.map((look) => (
          <Bucket
            key={look.id}
            look={look}
            title={
              look.id === 'fixed'
                ? `Fixed since ${since}`
                : look.id === 'still'
                  ? 'Still there'
                  : 'New'
            }
            findings={findings[look.id]}
          />
        ))}
      </div>
    </section>
  );
}

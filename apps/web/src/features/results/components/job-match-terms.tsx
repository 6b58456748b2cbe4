import type { ReportItem } from '@resumegrader/contract/report-views';
import clsx from 'clsx';
import { CircleCheck, CircleX } from 'lucide-react';
import type { ReactNode } from 'react';
import type { HoverProps } from '../hooks/use-hovered-item';
import type { ListedTerm, TermGroup } from '../utils/job-match-view';

function Tag({ children, tone }: { children: string; tone: 'amber' | 'grey' }) {
  return (
    <span
      className={clsx(
        'rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        tone === 'amber' ? 'bg-amber-100 text-amber-900' : 'bg-surface-muted text-ink-muted',
      )}
    >
      {children}
    </span>
  );
}

type TermStatus = 'found' | 'missing';

interface TermChoice {
  selectedId: string | null;
  onSelect: (item: ReportItem) => void;
  hoverProps: (id: string) => HoverProps;
}

/**
 * A term of the list as a toggle: choosing it finds its places in the posting and, for a
 * found term, its boxes on the pages. A missing term's card is dashed, as it is not there.
 */
function TermButton({
  item,
  status,
  choice,
  children,
}: {
  item: ReportItem;
  status: TermStatus;
  choice: TermChoice;
  children: ReactNode;
}) {
  const selected = item.id === choice.selectedId;
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={() => choice.onSelect(item)}
      {...choice.hoverProps(item.id)}
      className={clsx(
        'flex w-full items-start gap-3 rounded-card border bg-white p-3 text-left transition-colors',
        status === 'missing' && 'border-dashed',
        selected
          ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
          : 'border-line hover:border-brand-200 hover:bg-surface-tint',
      )}
    >
      {children}
    </button>
  );
}

function FoundTermText({ term, item }: ListedTerm) {
  return (
    <>
      <span
        aria-hidden
        className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
      >
        {item.number}
      </span>
      <span className="min-w-0 flex-1 space-y-1">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-semibold text-ink">
            <span className="sr-only">{item.number}. </span>
            {term.term}
          </span>
          {term.onlyInSkills && <Tag tone="amber">Only in skills list</Tag>}
          {!term.required && <Tag tone="grey">Nice to have</Tag>}
        </span>
        <span className="block text-sm text-ink-muted">{item.body}</span>
        {term.evidence && (
          <q className="block text-sm text-ink before:content-['“'] after:content-['”']">
            {term.evidence}
          </q>
        )}
      </span>
    </>
  );
}

function MissingTermText({ term, item }: ListedTerm) {
  return (
    <span className="min-w-0 flex-1 space-y-1">
      <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-semibold text-ink">{term.term}</span>
        {!term.required && <Tag tone="grey">Nice to have</Tag>}
      </span>
      <span className="block text-sm text-ink-muted">{item.body}</span>
      {term.suggestion && <span className="block text-sm text-ink">{term.suggestion}</span>}
    </span>
  );
}

const columns = {
  found: {
    heading: 'Found',
    Icon: CircleCheck,
    headingClass: 'text-success-700',
    emptyText: 'None of these are on your resume yet.',
    Text: FoundTermText,
  },
  missing: {
    heading: 'Missing',
    Icon: CircleX,
    headingClass: 'text-danger-700',
    emptyText: 'Nothing missing here.',
    Text: MissingTermText,
  },
} as const;

function TermColumn({
  group,
  status,
  choice,
}: {
  group: TermGroup;
  status: TermStatus;
  choice: TermChoice;
}) {
  const { heading, Icon, headingClass, emptyText, Text } = columns[status];
  const terms = group[status];
  return (
    <div className="min-w-0 space-y-2" data-testid={`${status}-${group.category}`}>
      <h5 className={clsx('flex items-center gap-1.5 text-sm font-semibold', headingClass)}>
        <Icon aria-hidden className="size-4" />
        {heading} ({terms.length})
      </h5>
      {terms.length > 0 ? (
        <ul className="space-y-2">
          {terms.map((listed) => (
            <li key={listed.item.id}>
              <TermButton item={listed.item} status={status} choice={choice}>
                <Text {...listed} />
              </TermButton>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-muted">{emptyText}</p>
      )}
    </div>
  );
}

/**
 * Category by category, the description's terms the resume names (numbered like their boxes
 * on the pages) and those it lacks, each with where it would fit.
 */
export function MatchTerms({ groups, ...choice }: { groups: TermGroup[] } & TermChoice) {
  if (groups.length === 0)
    return (
      <p className="text-ink-muted">
        The description names no skill, tool or certification this matcher knows.
      </p>
    );
  return (
    <div className="space-y-8">
      {groups.map((group) => {
        const headingId = `terms-${group.category}-heading`;
        const total = group.found.length + group.missing.length;
        return (
          <section key={group.category} aria-labelledby={headingId} className="space-y-3">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h4 id={headingId} className="font-semibold text-ink">
                {group.heading}
              </h4>
              <p className="text-sm text-ink-muted">
                {group.found.length} of {total} found
              </p>
            </div>
            <div className="grid gap-4 xl:grid-cols-2">
              <TermColumn group={group} status="found" choice={choice} />
              <TermColumn group={group} status="missing" choice={choice} />
            </div>
          </section>
        );
      })}
    </div>
  );
}

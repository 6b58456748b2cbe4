import type { MatchedTerm } from '@resumegrader/contract/job-match';
import clsx from 'clsx';
import { CircleCheck, CircleX } from 'lucide-react';
import type { HoverProps } from '../hooks/use-hovered-item';
import type { FoundTerm, TermGroup } from '../utils/job-match-view';
import type { ReportItem } from '@resumegrader/contract/report-views';

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

function FoundTermButton({
  found: { term, item },
  selected,
  onSelect,
  hoverProps,
}: {
  found: FoundTerm;
  selected: boolean;
  onSelect: (item: ReportItem) => void;
  hoverProps: HoverProps;
}) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={() => onSelect(item)}
      {...hoverProps}
      className={clsx(
        'flex w-full items-start gap-3 rounded-card border bg-white p-3 text-left transition-colors',
        selected
          ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
          : 'border-line hover:border-brand-200 hover:bg-surface-tint',
      )}
    >
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
      </span>
    </button>
  );
}

function MissingTerm({ term }: { term: MatchedTerm }) {
  return (
    <div className="space-y-1 rounded-card border border-dashed border-line bg-white p-3">
      <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-semibold text-ink">{term.term}</span>
        {!term.required && <Tag tone="grey">Nice to have</Tag>}
      </span>
      <span className="block text-sm text-ink-muted">
        {term.inDescription}× in the job description
      </span>
      {term.suggestion && <p className="text-sm text-ink">{term.suggestion}</p>}
    </div>
  );
}

interface MatchTermsProps {
  groups: TermGroup[];
  selectedId: string | null;
  onSelect: (item: ReportItem) => void;
  hoverProps: (id: string) => HoverProps;
}

/**
 * Category by category, the description's terms the resume names (numbered like their boxes
 * on the pages) and those it lacks, each with where it would fit.
 */
export function MatchTerms({ groups, selectedId, onSelect, hoverProps }: MatchTermsProps) {
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
              <div className="min-w-0 space-y-2" data-testid={`found-${group.category}`}>
                <h5 className="flex items-center gap-1.5 text-sm font-semibold text-success-700">
                  <CircleCheck aria-hidden className="size-4" />
                  Found ({group.found.length})
                </h5>
                {group.found.length > 0 ? (
                  <ul className="space-y-2">
                    {group.found.map((found) => (
                      <li key={found.item.id}>
                        <FoundTermButton
                          found={found}
                          selected={found.item.id === selectedId}
                          onSelect={onSelect}
                          hoverProps={hoverProps(found.item.id)}
                        />
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="text-sm text-ink-muted">None of these are on your resume yet.</p>
                )}
              </div>
              <div className="min-w-0 space-y-2" data-testid={`missing-${group.category}`}>
                <h5 className="flex items-center gap-1.5 text-sm font-semibold text-danger-700">
                  <CircleX aria-hidden className="size-4" />
                  Missing ({group.missing.length})
                </h5>
                {group.missing.length > 0 ? (
                  <ul className="space-y-2">
                    {group.missing.map((term) => (
                      <li key={term.term}>
                        <MissingTerm term={term} />
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="text-sm text-ink-muted">Nothing missing here.</p>
                )}
              </div>
            </div>
          </section>
        );
      })}
    </div>
  );
}

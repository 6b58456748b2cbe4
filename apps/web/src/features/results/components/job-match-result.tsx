import type { JobMatch } from '@resumegrader/contract/job-match';
import { TriangleAlert } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import type { HoverProps } from '../hooks/use-hovered-item';
import {
  type JobMatchView,
  matchedAt,
  requirementRows,
  untitledJob,
} from '../utils/job-match-view';
import type { ReportItem } from '@resumegrader/contract/report-views';
import { MatchRequirements } from './job-match-requirements';
import { MatchScore, ScoreParts } from './job-match-score';
import { MatchTerms } from './job-match-terms';

/** What stands between the resume and this job, said before the details. */
function MatchWarnings({ warnings }: { warnings: JobMatch['warnings'] }) {
  if (warnings.length === 0) return null;
  return (
    <section
      aria-labelledby="match-warnings-heading"
      className="rounded-card border border-amber-300 bg-amber-50 p-4 md:p-5"
    >
      <h4
        id="match-warnings-heading"
        className="flex items-center gap-2 font-semibold text-amber-900"
      >
        <TriangleAlert aria-hidden className="size-5 shrink-0" />
        Fix before you apply
      </h4>
      <ul className="mt-3 list-disc space-y-2 pl-6 text-amber-950 marker:text-amber-700">
        {warnings.map((warning) => (
          <li key={warning.kind}>{warning.message}</li>
        ))}
      </ul>
    </section>
  );
}

interface JobMatchResultProps {
  match: JobMatch;
  view: JobMatchView;
  /** Takes the focus after a new match, so keyboard and screen reader users land on it. */
  headingRef: Ref<HTMLHeadingElement>;
  selectedId: string | null;
  onSelect: (item: ReportItem) => void;
  hoverProps: (id: string) => HoverProps;
  /** The highlighted posting, where it is read in the flow: on a phone. */
  posting: ReactNode;
}

export function JobMatchResult({
  match,
  view,
  headingRef,
  selectedId,
  onSelect,
  hoverProps,
  posting,
}: JobMatchResultProps) {
  return (
    <section aria-labelledby="job-match-result-heading" className="space-y-8">
      <div className="space-y-1">
        <h3
          id="job-match-result-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-h3 font-semibold focus:outline-none"
        >
          Match for {match.jobTitle ?? untitledJob}
        </h3>
        <p className="text-sm text-ink-muted">
          Matched <time dateTime={match.createdAt}>{matchedAt(match.createdAt)}</time>
        </p>
      </div>
      <MatchScore score={match.score} jobTitle={match.jobTitle} />
      <MatchWarnings warnings={match.warnings} />
      {posting}
      <MatchTerms
        groups={view.groups}
        selectedId={selectedId}
        onSelect={onSelect}
        hoverProps={hoverProps}
      />
      <MatchRequirements rows={requirementRows(match)} />
      <ScoreParts parts={match.scoreParts} />
    </section>
  );
}

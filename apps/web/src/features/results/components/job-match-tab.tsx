import type { JobMatch } from '@resumegrader/contract/job-match';
import type { PageImage } from '@resumegrader/contract/resume';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useJobMatch } from '../api/get-job-match';
import { useJobMatches } from '../api/get-job-matches';
import { useHoveredItem } from '../hooks/use-hovered-item';
import { useMarkSelection } from '../hooks/use-mark-selection';
import { jobMatchView } from '../utils/job-match-view';
import { JobMatchForm } from './job-match-form';
import { MatchPosting } from './job-match-posting';
import { JobMatchResult } from './job-match-result';
import { MarkedPages, ViewPagesButton } from './marked-pages';
import { SavedJobMatches } from './saved-job-matches';
import { TabLoadError } from './tab-load-error';

function ResultSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-7 w-1/2" />
      <Skeleton className="h-36 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

/**
 * Issue 15: the resume matched to a pasted job description. The newest saved match shows
 * until the user chooses another; the found terms are numbered and boxed on the pages.
 */
export function JobMatchTab({ resumeId, pages }: { resumeId: string; pages: PageImage[] }) {
  const saved = useJobMatches(resumeId);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const matches = saved.data ?? [];
  // A deleted choice falls back to the newest match left.
  const shownId = matches.some((m) => m.id === chosenId) ? chosenId : (matches[0]?.id ?? null);
  const shown = useJobMatch(resumeId, shownId);
  const match = shown.data;
  const view = useMemo(() => match && jobMatchView(match), [match]);

  const { isMobile, selected, select, popup } = useMarkSelection(pages);
  const { hoveredId, hoverProps } = useHoveredItem();
  // Items of a match shown before are ignored rather than cleared: ids carry the match's id.
  const current = selected && view?.itemIds.has(selected.id) ? selected : null;
  const hovered = hoveredId && view?.itemIds.has(hoveredId) ? hoveredId : null;
  const highlightedId = hovered ?? current?.id ?? null;

  const resultHeading = useRef<HTMLHeadingElement>(null);
  const focusWhenShown = useRef<string | null>(null);
  useEffect(() => {
    if (!match || focusWhenShown.current !== match.id) return;
    focusWhenShown.current = null;
    resultHeading.current?.focus();
  }, [match]);

  const onMatched = (made: JobMatch) => {
    focusWhenShown.current = made.id;
    setChosenId(made.id);
  };

  // A phone reads the posting in the flow, its pages being a popup; wider screens keep it
  // above the pages, so a term chosen in the list shows in the posting and on the page at once.
  const posting = match && view && (
    <MatchPosting
      text={match.jobDescription}
      terms={view.postingTerms}
      selectedId={current?.id ?? null}
      highlightedId={highlightedId}
      onSelect={select}
      hoverProps={hoverProps}
    />
  );

  let result: ReactNode;
  if (saved.isError)
    result = <TabLoadError error={saved.error} onRetry={() => void saved.refetch()} />;
  else if (saved.isPending) result = <ResultSkeleton label="Loading your saved matches" />;
  else if (!shownId)
    result = (
      <p className="rounded-card border border-dashed border-line p-6 text-center text-ink-muted">
        No match yet. Paste a job description above and press Match to see how your resume measures
        up.
      </p>
    );
  else if (shown.isError)
    result = <TabLoadError error={shown.error} onRetry={() => void shown.refetch()} />;
  else if (!match || !view) result = <ResultSkeleton label="Loading the match" />;
  else
    result = (
      <JobMatchResult
        match={match}
        view={view}
        headingRef={resultHeading}
        selectedId={current?.id ?? null}
        onSelect={select}
        hoverProps={hoverProps}
        posting={isMobile && posting}
      />
    );

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_auto]">
      <div className="min-w-0 space-y-8">
        <JobMatchForm resumeId={resumeId} onMatched={onMatched} />
        {matches.length > 0 && (
          <SavedJobMatches
            resumeId={resumeId}
            matches={matches}
            shownId={shownId}
            onChoose={setChosenId}
          />
        )}
        {isMobile && view && view.marks.length > 0 && (
          <ViewPagesButton popup={popup}>See Found Terms on Your Resume</ViewPagesButton>
        )}
        {result}
      </div>
      <MarkedPages
        pages={pages}
        marks={view ?? { marks: [], guides: [] }}
        selected={current}
        highlightedId={highlightedId}
        popup={popup}
        isMobile={isMobile}
        label="Your resume's pages, with the found terms boxed"
        popupTitle="Found terms on your resume"
        aside={!isMobile && posting}
      />
    </div>
  );
}

import type { AnalysisResult } from '@resumegrader/contract/review';
import { suggestionCount } from '@resumegrader/contract/grading';
import clsx from 'clsx';
import { CircleCheck } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { type ReactNode, useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Container } from '@/components/ui/container';
import { ApiRequestError } from '@/lib/api-client';
import { useScrollToTop } from '@/hooks/use-scroll-to-top';
import {
  contentView,
  formatView,
  suggestionsTitle,
  type TabId,
  tabCounts,
  writingView,
} from '@resumegrader/contract/report-views';
import { reportPdfUrl, useDownloadReport } from '../api/download-report';
import { useComparison } from '../api/get-comparison';
import { AtsReadingTab } from './ats-reading-tab';
import { DownloadLink } from './download-link';
import { FeedbackDialog } from './feedback-dialog';
import { GradeSummary, type GradeHistory } from './grade-summary';
import { JobMatchTab } from './job-match-tab';
import { ReportTab } from './report-tab';
import { VersionChanges } from './version-changes';

const tabs: { id: TabId; label: string }[] = [
  { id: 'content', label: 'Content' },
  { id: 'formatting', label: 'Formatting' },
  { id: 'writing', label: 'Writing' },
];

/** Issue 15's tabs, after the graded areas; they have no mistake count. */
const toolTabs = [
  { id: 'job-match', label: 'Job match' },
  { id: 'ats', label: 'What an ATS reads' },
] as const;

const tabIds: string[] = [...tabs, ...toolTabs].map((tab) => tab.id);

const triggerClasses = clsx(
  'group -mb-px flex shrink-0 items-center gap-1.5 border-b-2 border-transparent px-2.5 py-3 text-sm font-semibold text-ink-muted sm:gap-2 sm:px-4 sm:text-base',
  'hover:text-ink data-[state=active]:border-brand-700 data-[state=active]:text-brand-800',
);

/**
 * The open tab lives in the address (`&tab=job-match`), so a reload comes back to it. A
 * report opened from elsewhere has none and starts on Content (SPEC section 4).
 */
function useTabParam(): [string, (tab: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const wanted = searchParams.get('tab');
  const tab = wanted && tabIds.includes(wanted) ? wanted : 'content';
  const setTab = (next: string) =>
    setSearchParams(
      (params) => {
        if (next === 'content') params.delete('tab');
        else params.set('tab', next);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  return [tab, setTab];
}

/** The earlier version compared with (`&compare=<id>`); none means the newest graded one. */
function useCompareParam(): [string | undefined, (resumeId: string | null) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const setCompare = useCallback(
    (resumeId: string | null) =>
      setSearchParams(
        (params) => {
          if (resumeId === null) params.delete('compare');
          else params.set('compare', resumeId);
          return params;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setSearchParams],
  );
  return [searchParams.get('compare') ?? undefined, setCompare];
}

/**
 * This version's comparison, with the earlier version the address names; one that is gone
 * (deleted since, an old link) falls back to the newest graded one, after the toast says so.
 */
function useChosenComparison(resumeId: string) {
  const [compareWith, setCompareWith] = useCompareParam();
  const comparison = useComparison(resumeId, compareWith);
  const gone =
    compareWith !== undefined &&
    comparison.error instanceof ApiRequestError &&
    comparison.error.status === 404;
  useEffect(() => {
    if (gone) setCompareWith(null);
  }, [gone, setCompareWith]);
  return { compareWith: gone ? undefined : compareWith, setCompareWith, comparison };
}

/**
 * One graded report. Mount it with `key={resumeId}`: opening another report then starts
 * afresh on the Content tab, nothing selected, scrolled to the top (SPEC section 4).
 */
export function ResultsReport({
  result,
  firstName,
  actions,
}: {
  result: AnalysisResult;
  firstName: string;
  /** More buttons beside 'Give Feedback', from other features (the billing modal). */
  actions?: ReactNode;
}) {
  useScrollToTop();
  const { grading, pages } = result;
  const {
    compareWith,
    setCompareWith,
    comparison: compared,
  } = useChosenComparison(result.resumeId);
  const comparison = compared.data;
  const download = useDownloadReport(result.resumeId, compareWith);
  const history: GradeHistory | undefined =
    comparison?.previous && comparison.grades.length > 0
      ? { since: comparison.previous.version, changes: comparison.grades }
      : undefined;
  const views = useMemo(
    () => ({
      content: contentView(grading),
      formatting: formatView(grading),
      writing: writingView(grading),
    }),
    [grading],
  );
  const counts = tabCounts(grading);
  const [tab, setTab] = useTabParam();
  const title = suggestionsTitle(suggestionCount(grading));
  return (
    <Container className="space-y-10 py-10 md:py-14">
      <title>{title}</title>
      <header className="space-y-6">
        <h1 className="text-h2 font-extrabold md:text-h1">{title}</h1>
        {/* The grades first: on a phone the report card's buttons would push them below the fold. */}
        <GradeSummary grading={grading} history={history} />
        <div className="flex flex-col gap-5 rounded-card border border-line bg-surface-tint p-6 md:flex-row md:items-center md:justify-between md:p-8">
          <div className="space-y-2">
            <h2 className="text-h3 font-bold">{firstName}'s Resume Report</h2>
            <p className="text-ink-muted">Your resume has been successfully analyzed...</p>
            <p className="text-ink-muted">
              Work through the suggestions below, upload the new version and watch your grade climb.
            </p>
            <p className="flex items-center gap-2 text-sm font-medium text-success-700">
              <CircleCheck aria-hidden className="size-4" />
              This graded resume is auto-saved to your dashboard
            </p>
          </div>
          {/* Two by two beside the text: four buttons in a row leave it too little room. */}
          <div className="grid gap-3 sm:grid-cols-2 md:shrink-0">
            {actions}
            <DownloadLink
              href={reportPdfUrl(result.resumeId, compareWith)}
              download={download}
              busyText="Preparing your report…"
            >
              Download report
            </DownloadLink>
            <FeedbackDialog resumeId={result.resumeId} />
          </div>
        </div>
      </header>

      {comparison && (
        <VersionChanges
          comparison={comparison}
          compareWith={compareWith}
          onCompareWith={setCompareWith}
        />
      )}

      <section aria-labelledby="suggestions-heading" className="space-y-5">
        <div>
          <h2 id="suggestions-heading" className="text-h2 font-bold">
            What to fix
          </h2>
          <p className="mt-1 text-ink-muted">Choose a suggestion to see it marked on your pages.</p>
        </div>
        <Tabs.Root value={tab} onValueChange={setTab} className="space-y-6">
          <Tabs.List
            aria-label="Parts of the report"
            // Wrapping, not scrolling, on a phone: every tab stays in sight.
            className="flex flex-wrap gap-x-1 border-b border-line"
          >
            {tabs.map((area) => (
              <Tabs.Trigger key={area.id} value={area.id} className={triggerClasses}>
                {area.label}
                <span className="rounded-full bg-surface-muted px-2 py-0.5 text-sm text-ink group-data-[state=active]:bg-brand-700 group-data-[state=active]:text-white">
                  {counts[area.id]}
                </span>
              </Tabs.Trigger>
            ))}
            {toolTabs.map((tool) => (
              <Tabs.Trigger key={tool.id} value={tool.id} className={triggerClasses}>
                {tool.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {tabs.map((area) => (
            <Tabs.Content key={area.id} value={area.id} className="focus-visible:outline-offset-4">
              <ReportTab view={views[area.id]} pages={pages} />
            </Tabs.Content>
          ))}
          <Tabs.Content
            value="job-match"
            // Kept mounted while hidden: a description pasted but not yet matched survives a
            // look at another tab.
            forceMount
            className="focus-visible:outline-offset-4 data-[state=inactive]:hidden"
          >
            <JobMatchTab resumeId={result.resumeId} pages={pages} />
          </Tabs.Content>
          <Tabs.Content value="ats" className="focus-visible:outline-offset-4">
            <AtsReadingTab resumeId={result.resumeId} pages={pages} />
          </Tabs.Content>
        </Tabs.Root>
      </section>
    </Container>
  );
}

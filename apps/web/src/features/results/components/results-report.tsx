import type { AnalysisResult } from '@resumegrader/contract/review';
import { suggestionCount } from '@resumegrader/contract/grading';
import clsx from 'clsx';
import { CircleCheck } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { type ReactNode, useMemo } from 'react';
import { Container } from '@/components/ui/container';
import { useScrollToTop } from '@/hooks/use-scroll-to-top';
import {
  contentView,
  formatView,
  suggestionsTitle,
  type TabId,
  tabCounts,
  writingView,
} from '../utils/report-views';
import { FeedbackDialog } from './feedback-dialog';
import { GradeSummary } from './grade-summary';
import { ReportTab } from './report-tab';

const tabs: { id: TabId; label: string }[] = [
  { id: 'content', label: 'Content' },
  { id: 'formatting', label: 'Formatting' },
  { id: 'writing', label: 'Writing' },
];

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
  const views = useMemo(
    () => ({
      content: contentView(grading),
      formatting: formatView(grading),
      writing: writingView(grading),
    }),
    [grading],
  );
  const counts = tabCounts(grading);
  const title = suggestionsTitle(suggestionCount(grading));
  return (
    <Container className="space-y-10 py-10 md:py-14">
      <title>{title}</title>
      <header className="space-y-6">
        <h1 className="text-h2 font-extrabold md:text-h1">{title}</h1>
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
          <div className="flex flex-col gap-3 sm:flex-row md:flex-col lg:flex-row">
            {actions}
            <FeedbackDialog resumeId={result.resumeId} />
          </div>
        </div>
        <GradeSummary grading={grading} />
      </header>

      <section aria-labelledby="suggestions-heading" className="space-y-5">
        <div>
          <h2 id="suggestions-heading" className="text-h2 font-bold">
            What to fix
          </h2>
          <p className="mt-1 text-ink-muted">Choose a suggestion to see it marked on your pages.</p>
        </div>
        <Tabs.Root defaultValue="content" className="space-y-6">
          <Tabs.List
            aria-label="Suggestions by area"
            className="flex gap-1 overflow-x-auto border-b border-line"
          >
            {tabs.map((tab) => (
              <Tabs.Trigger
                key={tab.id}
                value={tab.id}
                className={clsx(
                  'group -mb-px flex shrink-0 items-center gap-1.5 border-b-2 border-transparent px-2.5 py-3 text-sm font-semibold text-ink-muted sm:gap-2 sm:px-4 sm:text-base',
                  'hover:text-ink data-[state=active]:border-brand-700 data-[state=active]:text-brand-800',
                )}
              >
                {tab.label}
                <span className="rounded-full bg-surface-muted px-2 py-0.5 text-sm text-ink group-data-[state=active]:bg-brand-700 group-data-[state=active]:text-white">
                  {counts[tab.id]}
                </span>
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Content key={tab.id} value={tab.id} className="focus-visible:outline-offset-4">
              <ReportTab view={views[tab.id]} pages={pages} />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </section>
    </Container>
  );
}

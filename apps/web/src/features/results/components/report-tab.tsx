import type { PageImage } from '@resumegrader/contract/resume';
import { Info, ScanSearch } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useIsMobile } from '../hooks/use-is-mobile';
import { useScrollToMark } from '../hooks/use-scroll-to-mark';
import type { ReportItem, ReportView } from '../utils/report-views';
import { GradedPages } from './graded-pages';
import { GradedResumePopup } from './graded-resume-popup';
import { MistakeList } from './mistake-list';

/**
 * One tab's list beside the graded pages. Choosing an item highlights it and its boxes and
 * brings its first box into view; on mobile the pages live in a popup that opens at the
 * item's page.
 */
export function ReportTab({ view, pages }: { view: ReportView; pages: PageImage[] }) {
  const isMobile = useIsMobile();
  const scrollToMark = useScrollToMark();
  const [selected, setSelected] = useState<ReportItem | null>(null);
  const selectedItemId = selected?.id ?? null;
  const [popupOpen, setPopupOpen] = useState(false);
  const [pageIndex, setPageIndex] = useState(0);

  const select = (item: ReportItem) => {
    setSelected(item);
    if (item.page === null) return;
    if (isMobile) {
      const index = pages.findIndex((image) => image.page === item.page);
      setPageIndex(Math.max(index, 0));
      setPopupOpen(true);
    }
    scrollToMark(item.id);
  };

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_auto]">
      <div className="space-y-6">
        {view.notes.map((note) => (
          <p
            key={note}
            className="flex items-start gap-2 rounded-control bg-surface-tint px-3 py-2 text-sm text-ink-muted"
          >
            <Info aria-hidden className="mt-px size-4 shrink-0 text-brand-700" />
            {note}
          </p>
        ))}
        {isMobile && (
          <Button variant="outline" className="w-full" onClick={() => setPopupOpen(true)}>
            <ScanSearch aria-hidden className="size-5" />
            View Graded Resume
          </Button>
        )}
        <MistakeList groups={view.groups} selectedItemId={selectedItemId} onSelect={select} />
      </div>
      {isMobile ? (
        <GradedResumePopup
          open={popupOpen}
          onOpenChange={setPopupOpen}
          pages={pages}
          pageIndex={pageIndex}
          onPageChange={setPageIndex}
          view={view}
          selected={selected}
        />
      ) : (
        // Beside the list on wide screens the pages stay in view while the list scrolls; the
        // pane scrolls by itself, so it takes focus for keyboard users (axe scrollable-region).
        <div
          role="region"
          aria-label="Graded pages"
          tabIndex={0}
          className="lg:sticky lg:top-[calc(var(--spacing-header)+1rem)] lg:max-h-[calc(100dvh-var(--spacing-header)-2rem)] lg:overflow-y-auto lg:pr-2"
        >
          <GradedPages pages={pages} view={view} selectedItemId={selectedItemId} />
        </div>
      )}
    </div>
  );
}

import type { PageImage } from '@resumegrader/contract/resume';
import { ScanSearch } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import type { MarkSelection } from '../hooks/use-mark-selection';
import { scrollPaneAttribute } from '../hooks/use-scroll-to-mark';
import type { ReportItem, PageMarks } from '@resumegrader/contract/report-views';
import { GradedPages } from './graded-pages';
import { GradedResumePopup } from './graded-resume-popup';

interface MarkedPagesProps {
  pages: PageImage[];
  marks: PageMarks;
  /** The chosen item: described under the page in the mobile popup. */
  selected: ReportItem | null;
  /** The item whose boxes stand out: usually the chosen one, or one the pointer is over. */
  highlightedId: string | null;
  popup: MarkSelection['popup'];
  isMobile: boolean;
  /** The desktop pane's name for assistive technology. */
  label: string;
  /** The mobile popup's title. */
  popupTitle: string;
  /** Desktop only: shown above the pages and kept in view with them, as wide as they are. */
  aside?: ReactNode;
}

/**
 * A tab's page images with its boxes: beside the list on desktop, in a full-screen popup on
 * mobile (SPEC 'Results').
 */
export function MarkedPages({
  pages,
  marks,
  selected,
  highlightedId,
  popup,
  isMobile,
  label,
  popupTitle,
  aside,
}: MarkedPagesProps) {
  if (isMobile)
    return (
      <GradedResumePopup
        {...popup}
        title={popupTitle}
        pages={pages}
        marks={marks}
        selected={selected}
      />
    );
  return (
    // Beside the list on wide screens the pages stay in view while the list scrolls.
    <div className="flex flex-col gap-6 lg:sticky lg:top-[calc(var(--spacing-header)+1rem)] lg:max-h-[calc(100dvh-var(--spacing-header)-2rem)]">
      {/* No width of its own (w-0 min-w-full): a long line of text must not widen the
          column past the pages. */}
      {aside && <div className="w-0 min-w-full lg:pr-2">{aside}</div>}
      {/* The pane scrolls by itself, so it takes focus for keyboard users (axe
          scrollable-region). */}
      <div
        role="region"
        aria-label={label}
        tabIndex={0}
        {...{ [scrollPaneAttribute]: true }}
        className="lg:min-h-0 lg:flex-auto lg:overflow-y-auto lg:pr-2"
      >
        <GradedPages pages={pages} marks={marks} highlightedId={highlightedId} />
      </div>
    </div>
  );
}

/** Mobile only: opens the popup with the pages, since they are not drawn beside the list. */
export function ViewPagesButton({
  popup,
  children,
}: {
  popup: MarkSelection['popup'];
  children: string;
}) {
  return (
    <Button variant="outline" className="w-full" onClick={() => popup.onOpenChange(true)}>
      <ScanSearch aria-hidden className="size-5" />
      {children}
    </Button>
  );
}

import type { PageImage } from '@resumegrader/contract/resume';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { Button } from '@/components/ui/button';
import { mobileFrame } from '../utils/page-geometry';
import type { PageMarks, ReportItem } from '@resumegrader/contract/report-views';
import { ItemSummary } from './mistake-list';
import { PageFrame } from './page-frame';

interface GradedResumePopupProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pages: PageImage[];
  /** Index into `pages` of the page shown. */
  pageIndex: number;
  onPageChange: (index: number) => void;
  title: string;
  marks: PageMarks;
  /** Described under the page, so the highlighted boxes are explained without closing. */
  selected: ReportItem | null;
}

/**
 * Mobile (SPEC 'Results'): the graded pages in a full-screen popup, one page at a time. The
 * shared centred modal is too narrow for the 316px frame on small phones, hence Radix's
 * dialog directly.
 */
export function GradedResumePopup({
  open,
  onOpenChange,
  pages,
  pageIndex,
  onPageChange,
  title,
  marks,
  selected,
}: GradedResumePopupProps) {
  const image = pages[pageIndex];
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-white px-4 py-4 focus:outline-none"
        >
          <div className="flex items-center justify-between gap-4">
            <Dialog.Title className="text-h3 font-semibold">{title}</Dialog.Title>
            <Dialog.Close
              className="rounded-control p-2 text-ink-muted hover:bg-surface-muted"
              aria-label="Close"
            >
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <div className="flex flex-1 flex-col items-center justify-center gap-4 py-4">
            {image && (
              <PageFrame
                key={image.url}
                image={image}
                pageCount={pages.length}
                frame={mobileFrame}
                marks={marks.marks.filter((mark) => mark.page === image.page)}
                guide={marks.guides.find((guide) => guide.page === image.page)}
                selectedItemId={selected?.id ?? null}
                zoomable
              />
            )}
            <nav aria-label="Pages" className="flex items-center gap-4">
              <Button
                variant="outline"
                size="sm"
                aria-label="Previous page"
                className="disabled:opacity-40"
                disabled={pageIndex === 0}
                onClick={() => onPageChange(pageIndex - 1)}
              >
                <ChevronLeft aria-hidden className="size-4" />
              </Button>
              <span className="min-w-12 text-center font-semibold" aria-live="polite">
                {pageIndex + 1}/{pages.length}
              </span>
              <Button
                variant="outline"
                size="sm"
                aria-label="Next page"
                className="disabled:opacity-40"
                disabled={pageIndex >= pages.length - 1}
                onClick={() => onPageChange(pageIndex + 1)}
              >
                <ChevronRight aria-hidden className="size-4" />
              </Button>
            </nav>
            {selected && (
              <p className="flex w-full max-w-[316px] gap-3 rounded-card border border-line p-3 text-left">
                <ItemSummary item={selected} />
              </p>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

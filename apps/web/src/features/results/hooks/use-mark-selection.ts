import type { PageImage } from '@resumegrader/contract/resume';
import { useState } from 'react';
import type { ReportItem } from '@resumegrader/contract/report-views';
import { useIsMobile } from './use-is-mobile';
import { useScrollToMark } from './use-scroll-to-mark';

/**
 * The item chosen in a tab's list and the pages that show it. Choosing an item brings its
 * first box into view; on mobile the pages live in a popup, which opens at the item's page.
 */
export function useMarkSelection(pages: PageImage[]) {
  const isMobile = useIsMobile();
  const scrollToMark = useScrollToMark();
  const [selected, setSelected] = useState<ReportItem | null>(null);
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

  return {
    isMobile,
    selected,
    select,
    popup: {
      open: popupOpen,
      onOpenChange: setPopupOpen,
      pageIndex,
      onPageChange: setPageIndex,
    },
  };
}

export type MarkSelection = ReturnType<typeof useMarkSelection>;

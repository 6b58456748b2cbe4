import type { PageImage } from '@resumegrader/contract/resume';
import { desktopFrame } from '../utils/page-geometry';
import type { ReportView } from '../utils/report-views';
import { PageFrame } from './page-frame';

interface GradedPagesProps {
  pages: PageImage[];
  view: ReportView;
  selectedItemId: string | null;
}

/** Desktop: every page, one under the other, with this tab's boxes. */
export function GradedPages({ pages, view, selectedItemId }: GradedPagesProps) {
  return (
    <div className="flex flex-col gap-6">
      {pages.map((image) => (
        <PageFrame
          key={image.url}
          image={image}
          pageCount={pages.length}
          frame={desktopFrame}
          marks={view.marks.filter((mark) => mark.page === image.page)}
          guide={view.guides.find((guide) => guide.page === image.page)}
          selectedItemId={selectedItemId}
        />
      ))}
    </div>
  );
}

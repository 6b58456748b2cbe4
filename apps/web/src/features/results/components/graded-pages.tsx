import type { PageImage } from '@resumegrader/contract/resume';
import { desktopFrame } from '../utils/page-geometry';
import type { PageMarks } from '@resumegrader/contract/report-views';
import { PageFrame } from './page-frame';

interface GradedPagesProps {
  pages: PageImage[];
  marks: PageMarks;
  highlightedId: string | null;
}

/** Desktop: every page, one under the other, with this tab's boxes. */
export function GradedPages({ pages, marks, highlightedId }: GradedPagesProps) {
  return (
    <div className="flex flex-col gap-6">
      {pages.map((image) => (
        <PageFrame
          key={image.url}
          image={image}
          pageCount={pages.length}
          frame={desktopFrame}
          marks={marks.marks.filter((mark) => mark.page === image.page)}
          guide={marks.guides.find((guide) => guide.page === image.page)}
          selectedItemId={highlightedId}
        />
      ))}
    </div>
  );
}

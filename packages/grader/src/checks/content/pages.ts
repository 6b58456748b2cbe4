import { union } from '../../layout/geometry.ts';
import type { Line, ResumeLayout } from '../../layout/types.ts';
import type { ContentFinding } from '../findings.ts';
import { finding } from './text.ts';

/** SPEC resume tip: 1-2 pages maximum. */
const maxPages = 2;

const extraPages = (count: number) =>
  count === maxPages + 1 ? `page ${count} is` : `pages ${maxPages + 1}–${count} are`;

/** More than two pages: one finding, boxing the text of the first page over the limit. */
export function length(layout: ResumeLayout): ContentFinding[] {
  const count = layout.pages.length;
  if (count <= maxPages) return [];
  const extra = layout.pages[maxPages];
  const lines = extra?.lines ?? [];
  return [
    finding(
      'length',
      maxPages,
      'More than 2 pages',
      `${count} pages`,
      `Your resume runs to ${count} pages; keep it to 1–2 pages. Cut older or less relevant ` +
        `roles and merge similar bullets so ${extraPages(count)} not needed.`,
      lines.length > 0 ? [union(lines.map((l) => l.rect))] : [],
    ),
  ];
}

/** Two-column pages: one finding per page, boxing the narrower column (usually a sidebar). */
export function twoColumn(layout: ResumeLayout): ContentFinding[] {
  return layout.pages.flatMap((page) => {
    if (page.columnSplit === null) return [];
    const extent = (column: number) => {
      const lines = page.lines.filter((l: Line) => l.column === column);
      return lines.length > 0 ? union(lines.map((l) => l.rect)) : null;
    };
    const columns = [extent(0), extent(1)].filter((r) => r !== null);
    const narrower = columns.sort((a, b) => a.x1 - a.x0 - (b.x1 - b.x0))[0];
    return [
      finding(
        'two-column',
        page.index,
        'Two-column layout',
        `Page ${page.index + 1} is set in two columns`,
        'Use a single column: applicant tracking systems read across columns and mix up the ' +
          `text of page ${page.index + 1} (resume tip: no two-column layout). Move this column's ` +
          'content into sections above or below the main text.',
        narrower ? [narrower] : [],
      ),
    ];
  });
}

/** A portrait: roughly square, between a large icon and a third of the page, near the top. */
const photoSize = { min: 36, max: 260 } as const;

/**
 * A photo on the resume (RUBRIC.md rule 3: an ATS and bias risk; not expected in most
 * English-speaking markets): one finding, boxing the first portrait-like image. Icons are
 * smaller, banners and page backgrounds wider or taller.
 */
export function photo(layout: ResumeLayout): ContentFinding[] {
  for (const page of layout.pages) {
    const portrait = page.images.find((r) => {
      const width = r.x1 - r.x0;
      const height = r.y1 - r.y0;
      const aspect = width / height;
      return (
        width >= photoSize.min &&
        height >= photoSize.min &&
        width <= photoSize.max &&
        height <= photoSize.max &&
        aspect >= 0.6 &&
        aspect <= 1.7 &&
        r.y0 < page.height * 0.4
      );
    });
    if (portrait) {
      return [
        finding(
          'photo',
          page.index,
          'Photo on the resume',
          'A photo of the candidate',
          'Leave the photo out unless the job or country expects one: in the US, UK and Canada ' +
            'recruiters discard resumes with photos to avoid bias claims, and applicant tracking ' +
            'systems cannot read it. Use the space for your skills or a link to your portfolio.',
          [portrait],
        ),
      ];
    }
    // Only the first page's header holds a photo.
    break;
  }
  return [];
}

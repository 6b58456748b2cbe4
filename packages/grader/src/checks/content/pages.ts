import { union } from '../../layout/geometry.ts';
import type { Conventions } from '../../kind/document-kind.ts';
import type { Line, ResumeLayout } from '../../layout/types.ts';
import type { LineRole } from '../line-roles.ts';
import type { ContentFinding } from '../findings.ts';
import { finding } from './text.ts';

const extraPages = (count: number, norm: number) =>
  count === norm + 1 ? `page ${count} is` : `pages ${norm + 1}–${count} are`;

/**
 * Longer than the kind's norm (SPEC resume tip: 1–2 pages; RUBRIC.md 5: one page for a
 * student, no limit for an academic CV): one finding, boxing the first page over it. A
 * student's second page weighs half: it is a habit to trim, not a fault.
 */
export function length(
  layout: ResumeLayout,
  { pageNorm }: Conventions,
  roles: Map<Line, LineRole>,
): ContentFinding[] {
  // A cover letter sent along is not the resume's length.
  const count = layout.pages.filter((p) => p.lines.some((l) => roles.get(l) !== 'letter')).length;
  if (pageNorm === null || count <= pageNorm) return [];
  const extra = layout.pages[pageNorm];
  const lines = extra?.lines ?? [];
  const limit = pageNorm === 1 ? 'one page' : `1–${pageNorm} pages`;
  return [
    {
      ...finding(
        'length',
        pageNorm,
        `More than ${pageNorm === 1 ? 'one page' : `${pageNorm} pages`}`,
        `${count} pages`,
        `Your resume runs to ${count} pages; keep it to ${limit}. Cut older or less relevant ` +
          `entries and merge similar bullets so ${extraPages(count, pageNorm)} not needed.`,
        lines.length > 0 ? [union(lines.map((l) => l.rect))] : [],
      ),
      units: pageNorm === 1 && count === 2 ? 0.5 : 1,
    },
  ];
}

/** Two-column pages: one finding per page, boxing the narrower column (usually a sidebar). */
export function twoColumn(layout: ResumeLayout): ContentFinding[] {
  return layout.pages.flatMap((page) => {
    if (page.columnSplit === null) return [];
    // A column of section headings beside their text is a label gutter: one column of
    // content, read in order.
    const left = page.lines.filter((l) => l.column === 0);
    if (left.length > 0 && left.every((l) => l.heading !== null)) return [];
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
export function photo(layout: ResumeLayout, conventions: Conventions): ContentFinding[] {
  if (conventions.personalDetailsCustomary) return [];
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

import type { VerticalPageFinding } from '../checks/findings.ts';
import type { Line } from '../layout/types.ts';
import type { PdfDocument } from '../pdf/open-document.ts';
import { drawPage } from './page-images.ts';

/** A page's drawing recorded once and replayed for each band looked at. */
type DisplayList = ReturnType<ReturnType<PdfDocument['loadPage']>['toDisplayList']>;

/** Pixels per point: a quarter point is finer than any shift a reader sees (2 pt). */
const scale = 4;
/** How far either side of the text layer's left edge the page is looked at, in points. */
const window = 10;
/**
 * A pixel this far from the background's grey is ink: pale accent colours and grey text
 * included (a light blue glyph is about 70 from white), anti-aliasing halos barely.
 */
const inkContrast = 30;
/**
 * A line whose ink starts this far left of its text layer's edge, or further right than a
 * letter's side bearing (a fifth of its size) past it, is drawn elsewhere than the text
 * layer says.
 */
const leftSlack = 1;
const bearing = (size: number) => 0.5 + size * 0.2;
/**
 * Lines looked at a resume: each look draws a band of its page's display list (recorded
 * once a page). Lines past it are kept as the text layer has them.
 */
const maxChecks = 16;

type InkEdge = { x: number } | 'unclear' | 'none';

/**
 * Where the page's ink starts along a line, in points: the first column of pixels, from a
 * little left of the line's text edge, that differs from the band's background. 'unclear'
 * when the band starts on ink already (a fill, a neighbour's text); 'none' when nothing is
 * drawn there.
 */
function inkEdge(page: DisplayList, line: Line): InkEdge {
  const height = line.rect.y1 - line.rect.y0;
  const box = [
    Math.floor((line.rect.x0 - window) * scale),
    Math.floor((line.rect.y0 + height * 0.2) * scale),
    Math.ceil((line.rect.x0 + window) * scale),
    Math.ceil((line.rect.y1 - height * 0.2) * scale),
  ] as const;
  const width = box[2] - box[0];
  const rows = box[3] - box[1];
  if (width <= 0 || rows <= 0) return 'unclear';
  return drawPage(page, scale, box, 'grey', (pixmap): InkEdge => {
    const samples = pixmap.getPixels();
    const stride = pixmap.getStride();
    const background = samples[0] ?? 255;
    for (let column = 0; column < width; column++) {
      for (let row = 0; row < rows; row++) {
        if (Math.abs((samples[row * stride + column] ?? 255) - background) > inkContrast) {
          return column === 0 ? 'unclear' : { x: (box[0] + column) / scale };
        }
      }
    }
    return 'none';
  });
}

/**
 * Keeps the misaligned lines the page itself shows out of line. The text layer can place a
 * line points away from where its glyphs are drawn (an embedded font whose widths disagree
 * with the ones the PDF declares, a hidden layer over outlined text), and a box or an icon
 * in front of a line moves its start for a reader: either way the text layer's edge is not
 * what a reader sees, and the line is no slip to report.
 */
export function confirmedByInk(
  pages: VerticalPageFinding[],
  document: PdfDocument,
): VerticalPageFinding[] {
  const lists = new Map<number, DisplayList>();
  const listOf = (index: number) => {
    let list = lists.get(index);
    if (!list) {
      const page = document.loadPage(index);
      try {
        list = page.toDisplayList();
      } finally {
        page.destroy();
      }
      lists.set(index, list);
    }
    return list;
  };
  let checks = 0;
  try {
    return pages.map((finding) => ({
      ...finding,
      misaligned: finding.misaligned.filter(({ line }) => {
        if (++checks > maxChecks) return true;
        const edge = inkEdge(listOf(line.page), line);
        if (edge === 'unclear') return true;
        if (edge === 'none') return false;
        const shift = edge.x - line.rect.x0;
        return shift >= -leftSlack && shift <= bearing(line.size);
      }),
    }));
  } finally {
    for (const list of lists.values()) list.destroy();
  }
}

import type { Box } from '@resumegrader/contract/grading';
import { marginLabels, type Point } from '@resumegrader/contract/mark-labels';
import type { Mark } from '@resumegrader/contract/report-views';
import { mupdf } from '../pdf/mupdf.ts';
import { type Area, labelOf } from './areas.ts';
import { measure } from './fonts.ts';
import type { Flow } from './flow.ts';
import { styles } from './pieces.ts';
import { colours, toneColours } from './theme.ts';

export interface ResumePageImage {
  png: Uint8Array;
  width: number;
  height: number;
}

/** As page-frame.tsx: boxes stand a little outside the words so outlines miss the letters. */
const boxPadding = 2;
const labelHeight = 10;
/** As page-frame.tsx: the edge a misaligned line should meet is drawn off the glyphs. */
const edgeInset = 2;
const labelSize = 6.5;
const headerHeight = 50;

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What is drawn over one page image: each area's boxes, numbered beside the page, and edges. */
function drawMarks(flow: Flow, areas: Area[], page: number, image: Rect, scale: number): void {
  const rect = ([x1, y1, x2, y2]: Box): Rect => ({
    x: image.x + x1 * scale - boxPadding,
    y: image.y + y1 * scale - boxPadding,
    width: (x2 - x1) * scale + 2 * boxPadding,
    height: (y2 - y1) * scale + 2 * boxPadding,
  });
  const onPage = areas.flatMap((area) => {
    const numbered = new Set(
      area.view.groups.flatMap((g) =>
        g.items.filter((i) => i.number !== undefined).map((i) => i.id),
      ),
    );
    return area.view.marks
      .filter((mark) => mark.page === page)
      .map((mark: Mark) => ({ area, mark, rect: rect(mark.box), dot: !numbered.has(mark.itemId) }));
  });
  const edges = areas.flatMap((area) =>
    area.view.guides.filter((guide) => guide.page === page).flatMap((guide) => guide.edges),
  );
  const labelled = onPage
    .filter(({ mark }) => mark.label !== undefined)
    .map(({ area, mark, rect: r }) => {
      const text = labelOf(area, mark.label ?? 0);
      const width = Math.max(labelHeight, measure(text, 'bold', labelSize) + 5);
      return { text, tone: mark.tone, rect: r, width };
    });
  // Beside the page image, in the report page's margin: never on the words they mark.
  const spots = marginLabels(
    labelled.map(({ rect: r }) => ({
      left: r.x - image.x,
      top: r.y - image.y,
      width: r.width,
      height: r.height,
    })),
    labelled.map(({ width }) => ({ width, height: labelHeight })),
    { pageWidth: image.width, gap: 3, where: 'outside' },
  );
  const at = (p: Point) => ({ x: image.x + p.x, y: image.y + p.y });
  flow.draw((canvas) => {
    for (const edge of edges) {
      const x = image.x + edge.x * scale - edgeInset;
      const paint = { stroke: toneColours.red.box, lineWidth: 1 };
      canvas.line(x, image.y + edge.y0 * scale, x, image.y + edge.y1 * scale, paint);
    }
    for (const { mark, rect: r } of onPage) {
      const tone = toneColours[mark.tone];
      canvas.rect(r.x, r.y, r.width, r.height, { fill: tone.wash, fillAlpha: tone.washAlpha }, 1.5);
      canvas.rect(r.x, r.y, r.width, r.height, { stroke: tone.box, lineWidth: 0.9 }, 1.5);
    }
    // Repeated words have no number: a dot on each of their boxes instead.
    for (const { mark, rect: r } of onPage.filter(({ dot }) => dot)) {
      const paint = { fill: toneColours[mark.tone].dot, stroke: colours.white, lineWidth: 0.5 };
      canvas.circle(r.x, r.y, 2.2, paint);
    }
    labelled.forEach(({ text, tone, width }, index) => {
      const spot = spots[index];
      if (!spot) return;
      const paint = { stroke: toneColours[tone].label, lineWidth: 0.6, dashes: [2, 1.5] };
      const points = (spot.leader ?? []).map(at);
      points.slice(1).forEach((to, i) => {
        const from = points[i] as Point;
        canvas.line(from.x, from.y, to.x, to.y, paint);
      });
      const { x, y } = at(spot);
      canvas.rect(x, y, width, labelHeight, { fill: toneColours[tone].label }, labelHeight / 2);
      canvas.textCentred(text, x + width / 2, y + 7.3, 'bold', labelSize, colours.white);
    });
  });
}

/** The legend under each page's heading: what the colours and letters mean. */
function drawLegend(flow: Flow, top: number): void {
  const keys: [string, string][] = [
    [toneColours.brand.box, 'Content'],
    [toneColours.red.box, 'Must fix'],
    [toneColours.yellow.box, 'Worth a look'],
  ];
  let x = flow.left;
  for (const [colour, text] of keys) {
    const at = x;
    flow.draw((canvas) => {
      canvas.rect(at, top + 1, 9, 9, { fill: colour, fillAlpha: 0.15 }, 2);
      canvas.rect(at, top + 1, 9, 9, { stroke: colour, lineWidth: 0.9 }, 2);
      canvas.text(text, at + 13, top + 8.5, 'regular', 8.5, colours.muted);
    });
    x += 13 + measure(text, 'regular', 8.5) + 14;
  }
  const note =
    'C, F and W number the Content, Formatting and Writing suggestions; ' +
    'a dot marks a repeated word.';
  flow.draw((canvas) => canvas.text(note, flow.left, top + 24, 'regular', 8.5, colours.muted));
}

/** One report page per resume page: the page image, fitted to the margins, marked. */
export function layoutMarkedPages(flow: Flow, pages: ResumePageImage[], areas: Area[]): void {
  pages.forEach((page, index) => {
    flow.newPage();
    const top = flow.y;
    flow.paragraph(`Your resume, page ${index + 1} of ${pages.length}`, styles.subheading);
    drawLegend(flow, top + 20);
    const room = { width: flow.width, height: flow.bottom - top - headerHeight };
    const scale = Math.min(room.width / page.width, room.height / page.height);
    const image: Rect = {
      width: page.width * scale,
      height: page.height * scale,
      x: flow.left + (room.width - page.width * scale) / 2,
      y: top + headerHeight,
    };
    flow.draw((canvas) => {
      const picture = new mupdf.Image(page.png);
      try {
        canvas.image(picture, image.x, image.y, image.width, image.height);
      } finally {
        picture.destroy();
      }
      const frame = { stroke: colours.frame, lineWidth: 0.75 };
      canvas.rect(image.x, image.y, image.width, image.height, frame);
    });
    drawMarks(flow, areas, index, image, scale);
    flow.y = flow.bottom;
  });
}

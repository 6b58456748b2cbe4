import type { Box } from '@resumegrader/contract/grading';
import type { Mark, Tone } from '@resumegrader/contract/report-views';
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
const labelSize = 6.5;
const headerHeight = 50;

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Label {
  text: string;
  tone: Tone;
  x: number;
  y: number;
  width: number;
}

const overlap = (a: Label, b: Label) =>
  a.x < b.x + b.width + 1 && b.x < a.x + a.width + 1 && Math.abs(a.y - b.y) < labelHeight + 1;

/**
 * page-geometry.ts's spreadLabels for labels of varied widths ('C12' is wider than 'F1'):
 * a label over one placed before moves left until it is clear; one that would leave the
 * page image moves right of where it wanted to be instead.
 */
function spread(wanted: Label[], minX: number): Label[] {
  const placed: Label[] = [];
  for (const label of wanted) {
    let spot = { ...label };
    while (placed.some((other) => overlap(spot, other)) && spot.x - spot.width - 2 >= minX) {
      spot = { ...spot, x: spot.x - spot.width - 2 };
    }
    if (placed.some((other) => overlap(spot, other))) {
      spot = { ...label };
      while (placed.some((other) => overlap(spot, other))) {
        spot = { ...spot, x: spot.x + spot.width + 2 };
      }
    }
    placed.push(spot);
  }
  return placed;
}

/** What is drawn over one page image: each area's boxes, numbered, and the margin guides. */
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
  const guides = areas.flatMap((area) =>
    area.view.guides.filter((guide) => guide.page === page && guide.misaligned),
  );
  const labels = spread(
    onPage
      .filter(({ mark }) => mark.label !== undefined)
      .map(({ area, mark, rect: r }) => {
        const text = labelOf(area, mark.label ?? 0);
        const width = Math.max(labelHeight, measure(text, 'bold', labelSize) + 5);
        return { text, tone: mark.tone, x: r.x - labelHeight / 2, y: r.y - labelHeight / 2, width };
      }),
    image.x - 24,
  );
  flow.draw((canvas) => {
    for (const guide of guides) {
      const x = image.x + guide.x * scale;
      const paint = { stroke: toneColours.red.box, lineWidth: 1, dashes: [3, 2], strokeAlpha: 0.7 };
      canvas.line(x, image.y, x, image.y + image.height, paint);
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
    for (const { text, tone, x, y, width } of labels) {
      canvas.rect(x, y, width, labelHeight, { fill: toneColours[tone].label }, labelHeight / 2);
      canvas.textCentred(text, x + width / 2, y + 7.3, 'bold', labelSize, colours.white);
    }
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

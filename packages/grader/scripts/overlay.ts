// Draws the boxes of a grading over the resume's page images, so a person can check that
// they sit on the words: `npx tsx packages/grader/scripts/overlay.ts FILE.pdf OUT_DIR`.
// It reads the Grading JSON the grader produced, so it checks the real output, pixels included.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Box } from '@resumegrader/contract/grading';
import { gradePdf } from '../src/grade.ts';
import { mupdf } from '../src/pdf/mupdf.ts';
import { pixelScale } from '../src/render/page-images.ts';
import { createGrammarLinter } from '../src/writing/grammar-linter.ts';

const [file, out = '.tmp/overlay'] = process.argv.slice(2);
if (!file) throw new Error('usage: overlay.ts FILE.pdf [OUT_DIR]');
const bytes = new Uint8Array(readFileSync(file));
const { grading } = await gradePdf(bytes, { linter: await createGrammarLinter(), images: false });

type Colour = [number, number, number];
const colours: Record<'content' | 'horizontal' | 'vertical' | 'writing', Colour> = {
  content: [0.86, 0.15, 0.15],
  horizontal: [0.92, 0.55, 0.05],
  vertical: [0.15, 0.35, 0.95],
  writing: [0.6, 0.2, 0.8],
};
const boxes: { page: number; box: Box; colour: Colour }[] = [
  ...grading.allFeedback.flatMap((m) =>
    m.coordinates.map((box) => ({ page: m.page, box, colour: colours.content })),
  ),
  ...grading.horizontalFormate.flatMap((page, i) =>
    page.map((m) => ({ page: i, box: m.coor, colour: colours.horizontal })),
  ),
  ...grading.VerticalFormate.flatMap(([, v], i) =>
    Object.values(v.sar_list).map((m) => ({ page: i, box: m.word_coor, colour: colours.vertical })),
  ),
  ...grading.Writing.grammar.map((m) => ({
    page: m.page,
    box: m.word_coor,
    colour: colours.writing,
  })),
  ...Object.values(grading.Writing.overusedWords).flatMap((w) =>
    w.overuse_coor.flatMap((page, i) =>
      page.map((box) => ({ page: i, box, colour: colours.writing })),
    ),
  ),
  ...grading.Writing.repetition.flatMap((r) =>
    r.word_coor.map((c) => ({ page: c.page, box: c.box, colour: colours.writing })),
  ),
];

const document = mupdf.Document.openDocument(bytes, 'application/pdf') as InstanceType<
  typeof mupdf.PDFDocument
>;
mkdirSync(out, { recursive: true });
for (let index = 0; index < document.countPages(); index++) {
  const page = document.loadPage(index) as InstanceType<typeof mupdf.PDFPage>;
  const [x0, y0, x1, y1] = page.getBounds();
  const height = y1 - y0;
  const scale = pixelScale({ width: x1 - x0, height });
  for (const { box, colour } of boxes.filter((b) => b.page === index)) {
    const annot = page.createAnnotation('Square');
    annot.setRect([box[0] / scale, box[1] / scale, box[2] / scale, box[3] / scale]);
    annot.setColor(colour);
    annot.setBorderWidth(1);
    annot.update();
  }
  // The dominant left margin the vertical check found, as a thin line down the page.
  const mode = grading.VerticalFormate[index]?.[1].mode ?? 0;
  const line = page.createAnnotation('Line');
  line.setLine([mode / scale, 0], [mode / scale, height]);
  line.setColor(colours.vertical);
  line.update();
  const pixmap = page.toPixmap(
    mupdf.Matrix.scale(scale, scale),
    mupdf.ColorSpace.DeviceRGB,
    false,
    true,
  );
  const target = path.join(out, `${path.basename(file, '.pdf')}-page-${index}.png`);
  writeFileSync(target, pixmap.asPNG());
  console.log(target);
}
console.log(
  `${grading.finalGrade.Cumulative} (${grading.scores.Cumulative}) — ${boxes.length} boxes`,
);

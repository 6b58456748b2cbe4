import {
  clip,
  endPath,
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  StandardFonts,
} from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { contextOf } from '../../../test/pdf-builder.ts';
import { ratingGraphics, textCutOff } from './graphics.ts';
import { lineWith, within } from '../../../test/resume-rows.ts';

const height = 842;
const skills = ['Python', 'SQL', 'Spark', 'Airflow', 'Terraform'];

interface Drawing {
  bars?: boolean;
  dots?: boolean;
  tags?: boolean;
  clipped?: boolean;
  /** Six skills in three columns side by side, two rows each, rated by five squares. */
  grid?: boolean;
}

/** A resume page with a skills block drawn one of several ways; y measured from the top. */
async function page(drawing: Drawing): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const p = pdf.addPage([595, height]);
  const text = (value: string, x: number, y: number) =>
    p.drawText(value, { x, y: height - y, size: 10, font });
  text('Jane Doe', 50, 60);
  text('jane@fastmail.com | +1 512 804 3317 | Austin, TX', 50, 76);
  text('SKILLS', 50, 110);
  skills.forEach((skill, i) => {
    const y = 130 + i * 18;
    text(skill, 50, y);
    if (drawing.bars) {
      p.drawRectangle({
        x: 150,
        y: height - y,
        width: 120,
        height: 6,
        color: rgb(0.85, 0.85, 0.85),
      });
      p.drawRectangle({
        x: 150,
        y: height - y,
        width: 40 + i * 15,
        height: 6,
        color: rgb(0.1, 0.3, 0.6),
      });
    }
    if (drawing.dots) {
      for (let d = 0; d < 5; d++) {
        const filled = d < 5 - (i % 3);
        p.drawCircle({
          x: 154 + d * 12,
          y: height - y + 3,
          size: 4,
          ...(filled
            ? { color: rgb(0.1, 0.3, 0.6) }
            : { borderColor: rgb(0.1, 0.3, 0.6), borderWidth: 1 }),
        });
      }
    }
    if (drawing.tags) {
      // Pills around tool names: shapes of varied width in one colour, no rating.
      p.drawRectangle({
        x: 150,
        y: height - y - 3,
        width: 30 + (i % 3) * 22,
        height: 12,
        color: rgb(0.95, 0.95, 0.96),
      });
      p.drawRectangle({
        x: 240,
        y: height - y - 3,
        width: 44 + (i % 2) * 17,
        height: 12,
        color: rgb(0.95, 0.95, 0.96),
      });
    }
  });
  if (drawing.grid) {
    ['HTML', 'CSS', 'Python', 'React', 'Git', 'SQL'].forEach((skill, i) => {
      const x = 50 + (i % 3) * 180;
      const y = 250 + Math.floor(i / 3) * 14;
      text(skill, x, y);
      for (let d = 0; d < 5; d++) {
        p.drawRectangle({
          x: x + 60 + d * 11.25,
          y: height - y - 1,
          width: 9,
          height: 9,
          color: d < 5 - (i % 2) ? rgb(0.2, 0.7, 0.95) : rgb(0.85, 0.85, 0.85),
        });
      }
    });
  }
  if (drawing.clipped) {
    // A sidebar box 120 pt wide with overflow hidden, holding a line too long for it.
    p.pushOperators(pushGraphicsState(), rectangle(400, height - 260, 120, 60), clip(), endPath());
    text('Bachelor of Science, Computer Science', 404, 230);
    p.pushOperators(popGraphicsState());
    text('Austin, TX', 404, 246);
  }
  pdf.setCreationDate(new Date('2024-01-01T00:00:00Z'));
  pdf.setModificationDate(new Date('2024-01-01T00:00:00Z'));
  return pdf.save();
}

describe('rating graphics', () => {
  it('finds skill bars and boxes each bar with the skill it rates', async () => {
    const { layout } = contextOf(await page({ bars: true }));
    const [found] = ratingGraphics(layout);
    expect(found?.check).toBe('rating-graphics');
    expect(found?.mistake).toBe("5 skills rated with bars or dots, such as 'Python'");
    const spark = lineWith(layout, 'Spark').rect;
    expect(found?.rects.some((r) => within(spark, r))).toBe(true);
  });

  it('finds rating dots, filled and empty', async () => {
    const { layout } = contextOf(await page({ dots: true }));
    expect(ratingGraphics(layout).map((f) => f.mistake)).toEqual([
      "5 skills rated with bars or dots, such as 'Python'",
    ]);
  });

  it('finds ratings set in columns side by side, two rows each', async () => {
    const { layout } = contextOf(await page({ grid: true }));
    expect(ratingGraphics(layout).map((f) => f.mistake)).toEqual([
      "6 skills rated with bars or dots, such as 'HTML'",
    ]);
  });

  it('leaves tags around skill names alone', async () => {
    const { layout } = contextOf(await page({ tags: true }));
    expect(ratingGraphics(layout)).toEqual([]);
  });
});

describe('text cut off', () => {
  it('boxes the line its box cuts, and only that one', async () => {
    const { layout } = contextOf(await page({ clipped: true }));
    const [found] = textCutOff(layout);
    // What shows of it: the text layer holds no character wholly outside the box.
    expect(found?.mistake).toBe("'Bachelor of Science, Com'");
    expect(found?.rects).toEqual([lineWith(layout, 'Bachelor of Science').rect]);
    expect(textCutOff(contextOf(await page({})).layout)).toEqual([]);
  });
});

import type { AreaGrade } from '@resumegrader/contract/grading';
import type { Flow, TextStyle } from './flow.ts';
import { colours, gradeColours } from './theme.ts';

/** The report's type scale. */
export const styles = {
  title: { face: 'bold', size: 28, colour: colours.ink, leading: 34 },
  heading: { face: 'bold', size: 18, colour: colours.ink, leading: 24 },
  subheading: { face: 'bold', size: 12, colour: colours.ink, leading: 17 },
  groupHeading: { face: 'bold', size: 11, colour: colours.muted, leading: 16 },
  lead: { face: 'regular', size: 13, colour: colours.muted, leading: 18 },
  text: { face: 'regular', size: 10, colour: colours.ink, leading: 14 },
  muted: { face: 'regular', size: 9.5, colour: colours.muted, leading: 13 },
  small: { face: 'regular', size: 9, colour: colours.muted, leading: 12.5 },
} satisfies Record<string, TextStyle>;

/**
 * A letter grade in its band's colours, as the results page's chip: the letter stays ink,
 * since the yellow and light-green borders are too pale for text.
 */
export function gradeChip(
  flow: Flow,
  grade: AreaGrade,
  { x, y, width, height }: { x: number; y: number; width: number; height: number },
  size: number,
): void {
  const { border, background } = gradeColours(grade);
  flow.draw((canvas) => {
    canvas.rect(x, y, width, height, { fill: background, stroke: border, lineWidth: 1.5 }, 6);
    const baseline = y + (height + 0.7 * size) / 2;
    canvas.textCentred(grade, x + width / 2, baseline, 'bold', size, colours.ink);
  });
}

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * '24 November 2026', in UTC: the report is the same wherever it is made, and a grading's
 * time of day never matters to its reader.
 */
export function longDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.getUTCDate()} ${months[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

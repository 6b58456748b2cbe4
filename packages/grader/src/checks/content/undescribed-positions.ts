import type { ResumeLayout } from '../../layout/types.ts';
import type { ContentFinding } from '../findings.ts';
import { datesIn } from './date-ranges.ts';
import { finding, isFurniture, sectionsOf, wordCount } from './text.ts';

/**
 * Words per dated position, all told (employer, title, place and description), below which
 * a record says where and when but not what: a title, an employer and a place take about ten.
 */
const describedWords = 15;
/** Positions enough to call it a habit of the record, not one short entry. */
const minPositions = 3;
/** The mistakes a record of bare positions counts as, at this many words or fewer. */
const fullUnits = 3;
const bareWords = 5;

/**
 * A record of positions that says where and when but not what was done: a tabular
 * Lebenslauf's or a resume's alike (an academic CV's list of posts is its form, RUBRIC.md 5).
 * Weighed over the whole Experience, as words per dated position; one finding, boxing the
 * first position.
 */
export function undescribedPositions(layout: ResumeLayout): ContentFinding[] {
  const lines = sectionsOf(layout, ['experience'])
    .flatMap((s) => s.lines)
    .filter((l) => !isFurniture(l, layout));
  const positions = lines.filter((l) => datesIn(l.text).length > 0 && wordCount(l.text) < 7);
  if (positions.length < minPositions) return [];
  const perPosition = lines.reduce((n, l) => n + wordCount(l.text), 0) / positions.length;
  const [first] = positions;
  if (perPosition >= describedWords || !first) return [];
  return [
    {
      ...finding(
        'empty-entry',
        first.page,
        'Positions without descriptions',
        `${positions.length} positions, about ${Math.round(perPosition)} words each`,
        `Your Experience lists ${positions.length} positions but says little about any of them. ` +
          'Under each, add one to three lines on what you did and what came of it: the tasks a ' +
          'title does not tell, the scale, a result.',
        [first.rect],
      ),
      units: fullUnits * Math.min(1, (describedWords - perPosition) / (describedWords - bareWords)),
      // Its box is the first position, often a line of dates alone.
      wholeRecord: true,
    },
  ];
}

import type { ResumeLayout } from '../../layout/types.ts';
import type { ContentFinding } from '../findings.ts';
import { finding, isFurniture, lineRects, quote, sectionsOf } from './text.ts';

/** A summary is read in seconds: about five lines or 80 words at most. */
const maxWords = 80;
/** Lines tolerate one over 'about five'; many short lines in a narrow column need words too. */
const maxLines = 6;
const minWordsForLines = 60;

/** Summary sections longer than about five lines or 80 words. */
export function summaryLength(layout: ResumeLayout): ContentFinding[] {
  return sectionsOf(layout, ['summary']).flatMap((section) => {
    const lines = section.lines.filter((l) => !isFurniture(l, layout));
    const words = lines.reduce((n, l) => n + l.words.length, 0);
    const tooLong = words > maxWords || (lines.length > maxLines && words > minWordsForLines);
    const first = lines[0];
    if (!tooLong || !first) return [];
    const title = section.heading?.text ?? 'Summary';
    return [
      finding(
        'summary-length',
        first.page,
        'Summary too long',
        `${quote(title)}: ${lines.length} lines, ${words} words`,
        `Your ${quote(title)} section runs to ${lines.length} lines and ${words} words; cut it ` +
          `to 2–4 lines (under ${maxWords} words) that say who you are, your strongest skills ` +
          'and one headline achievement.',
        lineRects(lines),
      ),
    ];
  });
}

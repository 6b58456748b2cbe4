import type { Line, ResumeLayout } from '../../layout/types.ts';
import { addressWrapsOnto } from '../../reading/wrapped-words.ts';
import type { HorizontalFinding } from '../findings.ts';
import { quote } from './text.ts';

/** Whether `next` is the row printed right under `line`, in the same column. */
function rowBelow(line: Line, next: Line): boolean {
  const gap = next.rect.y0 - line.rect.y1;
  const overlap = Math.min(line.rect.x1, next.rect.x1) - Math.max(line.rect.x0, next.rect.x0);
  return next.page === line.page && gap > -line.size / 2 && gap < line.size && overlap > 0;
}

/** A range left open at a line's end: 'Jan 2017 –', '2019 -'. */
const openRange = /(?<=^|\s)(?:\p{L}{3,9}\.?\s)?(?:\d{1,2}\/)?(?:19|20)\d{2}\s?[-–—]$/u;
/** How the rest of a range opens the next line: 'Present', '2020', 'Mar 2020', '03/2020'. */
const rangeEnd =
  /^(?:present|current|now|today|ongoing|heute|actual|atual|attuale|heden|(?:\p{L}{3,9}\.?\s)?(?:\d{1,2}\/)?(?:19|20)\d{2})(?!\p{L})/iu;

/**
 * What an applicant tracking system would misread because of how it is printed (issue 36),
 * as Format findings (yellow): a link or an email of the contact block wrapped onto the next
 * line, of which an ATS keeps only the first part ('https://linkedin.com/'), and a date range printed over
 * two lines ('2017 –' / 'Present'), of which it keeps only the start. The ATS reading tab
 * reads both whole; a recruiter's system may not.
 */
export function atsMisreadFindings(layout: ResumeLayout): HorizontalFinding[] {
  const findings: HorizontalFinding[] = [];
  // A reader takes its links from the contact block; a paper's DOI wrapping is no misread.
  const contact = new Set(
    layout.sections.filter((s) => s.kind === 'contact').flatMap((s) => s.lines),
  );
  layout.lines.forEach((line, i) => {
    const next = layout.lines[i + 1];
    if (!next || !rowBelow(line, next)) return;
    const end = line.words.at(-1)?.text ?? '';
    const start = next.words[0]?.text ?? '';
    if (contact.has(line) && addressWrapsOnto(line, next)) {
      findings.push({
        check: 'ats-misread',
        severity: 'yellow',
        page: line.page,
        rect: line.words.at(-1)?.rect ?? line.rect,
        message: `${quote(end + start)} breaks onto the next line: an applicant tracking system reads only ${quote(end)}. Keep the address on one line (shorten the line or drop 'https://').`,
      });
    }
    const range = openRange.exec(line.text.trim());
    if (range && rangeEnd.test(next.text.trim())) {
      findings.push({
        check: 'ats-misread',
        severity: 'yellow',
        page: line.page,
        rect: line.words.at(-1)?.rect ?? line.rect,
        message: `The dates ${quote(`${range[0]} ${start}`)} are printed over two lines: an applicant tracking system may read only the start. Print the range on one line.`,
      });
    }
  });
  return findings;
}

import type { Line, ResumeLayout } from '../../layout/types.ts';
import type { ContentFinding } from '../findings.ts';
import { hasDate } from './date-ranges.ts';
import { isProse, joinWrappedRanges, sectionEntries } from './entries.ts';
import { finding, quote, sectionsOf } from './text.ts';

/** Set alike: the same weight and, within half a point, the same size. */
const setAlike = (a: Line, b: Line) => a.bold === b.bold && Math.abs(a.size - b.size) <= 0.5;

/**
 * An entry's heading lines cut into one heading per job: a line set like the entry's first
 * line opens a new job once the current one has its dates. A job without a description
 * runs straight into the heading of the next, so both end up in one entry.
 */
function jobHeadings(header: Line[]): Line[][] {
  const [first] = header;
  const jobs: Line[][] = [];
  for (const line of header) {
    const current = jobs.at(-1);
    const opens = first !== undefined && setAlike(line, first);
    if (!current || (opens && current.some((l) => hasDate(l.text)))) jobs.push([line]);
    else current.push(line);
  }
  return jobs;
}

/**
 * Jobs with a title and dates but no description (RUBRIC: entries without descriptions are
 * unfinished). Several titles with their own dates under one company are set differently
 * from the company that opens them, so they stay one job.
 */
export function emptyEntries(layout: ResumeLayout): ContentFinding[] {
  return sectionsOf(layout, ['experience'])
    .flatMap((section) => sectionEntries(section, layout))
    .flatMap((entry) => {
      const jobs = jobHeadings(joinWrappedRanges(entry.header));
      const dated = (job: Line[]) => job.some((l) => hasDate(l.text));
      // The last heading owns the bullets; it must be a job too, not a sub-heading.
      if (entry.bullets.length === 0 || !dated(jobs.at(-1) ?? [])) return [];
      return jobs.slice(0, -1).flatMap((job) => {
        const [head] = job;
        // A paragraph under the heading is a description, if not bullets.
        if (!head || job.some(isProse)) return [];
        const quoted = quote(head.text);
        return [
          finding(
            'empty-entry',
            head.page,
            'Entry without a description',
            `${quoted} has no description`,
            `The entry ${quoted} gives a title and dates but says nothing about the work. Add ` +
              'two or three bullets on what you did there and what came of it, or leave the ' +
              'entry out.',
            [head.rect],
          ),
        ];
      });
    });
}

import type { GradedArea, Grading } from '@resumegrader/contract/grading';
import {
  contentView,
  formatView,
  type ReportView,
  tabCounts,
  writingView,
} from '@resumegrader/contract/report-views';

/**
 * The results page's three tabs, one after the other. Each tab numbers its findings from
 * 1, so on a report page showing all three at once a prefix tells C1 (Content) from F1
 * (Formatting) and W1 (Writing).
 */
export interface Area {
  name: 'Content' | 'Formatting' | 'Writing';
  /** Its key in finalGrade and scores. */
  graded: GradedArea;
  prefix: 'C' | 'F' | 'W';
  about: string;
  view: ReportView;
  /** The tab's count on the results page. */
  count: number;
}

/** What each area covers, as the results page's grade cards say it. */
const about: Record<GradedArea, string> = {
  Content: 'Sections, achievements and the words recruiters look for.',
  Format: 'Alignment, spacing, fonts and dates that line up.',
  Writing: 'Grammar, spelling and fresh, varied wording.',
};

export function areasOf(grading: Grading): Area[] {
  const counts = tabCounts(grading);
  return [
    {
      name: 'Content',
      graded: 'Content',
      prefix: 'C',
      about: about.Content,
      view: contentView(grading),
      count: counts.content,
    },
    {
      name: 'Formatting',
      graded: 'Format',
      prefix: 'F',
      about: about.Format,
      view: formatView(grading),
      count: counts.formatting,
    },
    {
      name: 'Writing',
      graded: 'Writing',
      prefix: 'W',
      about: about.Writing,
      view: writingView(grading),
      count: counts.writing,
    },
  ];
}

export const labelOf = (area: Pick<Area, 'prefix'>, number: number) => `${area.prefix}${number}`;

export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

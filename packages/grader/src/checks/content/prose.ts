import { union } from '../../layout/geometry.ts';
import type { Line, ResumeLayout } from '../../layout/types.ts';
import type { ContentFinding } from '../findings.ts';
import type { LineRole } from '../line-roles.ts';
import { finding } from './text.ts';

/**
 * A record written as paragraphs instead of bullets: one finding, boxing the first
 * paragraph on its page. Its sentences are not judged one by one (the line roles keep the
 * statement checks off them): the fix is the form, not each sentence.
 */
export function proseRecord(layout: ResumeLayout, roles: Map<Line, LineRole>): ContentFinding[] {
  const lines = layout.lines.filter((l) => roles.get(l) === 'prose');
  const [first] = lines;
  if (!first) return [];
  const onPage = lines.filter((l) => l.page === first.page);
  return [
    finding(
      'prose',
      first.page,
      'Written as paragraphs',
      `${lines.length} lines of running prose`,
      'Your experience is written as paragraphs. Recruiters skim: turn each paragraph into three ' +
        'to five bullets, each opening with what you did and ending with what came of it.',
      [union(onPage.slice(0, 6).map((l) => l.rect))],
    ),
  ];
}

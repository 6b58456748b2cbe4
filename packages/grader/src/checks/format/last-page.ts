import { union } from '../../layout/geometry.ts';
import type { ResumeLayout } from '../../layout/types.ts';
import { isFurniture } from '../content/text.ts';
import type { HorizontalFinding } from '../findings.ts';
import { runningLines } from './roles.ts';
import { quote } from './text.ts';

/**
 * A last page whose text fills no more than this share of its height holds lines pushed
 * over from the page before: a few lines, a lone section or entry.
 */
const spillShare = 0.25;

/**
 * A last page holding only a few lines (yellow): the reader turns a page for them, and a
 * nearly blank page looks unfinished. Page numbers ('2/2', anywhere on the page), running
 * footers and a header repeated on every page do not count.
 */
export function shortLastPageFindings(layout: ResumeLayout): HorizontalFinding[] {
  const last = layout.pages.at(-1);
  if (!last || layout.pages.length < 2) return [];
  const running = runningLines(layout);
  const lines = last.lines.filter((l) => !isFurniture(l, layout) && !running.has(l));
  const [first] = lines;
  if (!first) return [];
  const rect = union(lines.map((l) => l.rect));
  if (rect.y1 - rect.y0 > last.height * spillShare) return [];
  const count = lines.length === 1 ? 'one line' : `only ${lines.length} lines`;
  return [
    {
      check: 'short-last-page',
      severity: 'yellow',
      page: last.index,
      rect,
      message: `Page ${last.index + 1} holds ${count}, from ${quote(first.text)} — tighten or trim the pages before so the resume ends on page ${last.index}, or give the last page content worth a page.`,
    },
  ];
}

import { joinLines, spanRects } from '../../layout/text-spans.ts';
import type { Line, Rect, ResumeLayout } from '../../layout/types.ts';
import type { HorizontalFinding } from '../findings.ts';
import { clusterBy, nearestValue } from './clusters.ts';
import { dateTail, findDates } from './dates.ts';
import type { Roles } from './roles.ts';
import { pt, quote } from './text.ts';

/** Date edges further apart than this read as not aligned. */
const alignTolerance = 2;

/** The box of characters [start, end) of one line. */
const rectOf = (line: Line, start: number, end: number): Rect =>
  spanRects(joinLines([line]), start, end)[0]?.rect ?? line.rect;

/** Lines that can carry entry dates: not headings, not bullets (prose, whose dates vary). */
function dateLines(layout: ResumeLayout, roles: Roles): Line[] {
  const inBullets = new Set(roles.bullets.flatMap((item) => item.lines));
  return layout.lines.filter((l) => l.heading === null && !inBullets.has(l));
}

/**
 * The key most items share when they do not all share one (null when they agree or none
 * has a key); on a tie, the key the resume used first.
 */
function leader<T>(items: T[], key: (item: T) => string | null): string | null {
  const counts = new Map<string, number>();
  for (const item of items) {
    const k = key(item);
    if (k !== null) counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  // Map order is first use, and the strict comparison keeps the earlier key on ties.
  let best: [string, number] | null = null;
  for (const entry of counts) if (!best || entry[1] > best[1]) best = entry;
  return counts.size > 1 ? (best?.[0] ?? null) : null;
}

/**
 * Dates written in a format other than the one most of the resume's dates use (yellow):
 * first the format ('Jan 2020' vs '01/2020'), then, among month names, abbreviated vs
 * written out ('Jan' vs 'January'; 'May' and 'June' read as both).
 */
export function dateFormatFindings(layout: ResumeLayout, roles: Roles): HorizontalFinding[] {
  const mentions = dateLines(layout, roles).flatMap((line) =>
    findDates(line.text).map((mention) => ({ line, mention })),
  );
  const style = leader(mentions, ({ mention }) => mention.style);
  const monthForm = leader(
    mentions.filter(({ mention }) => mention.style === 'month-name'),
    ({ mention }) => mention.monthForm,
  );
  return mentions.flatMap(({ line, mention }) => {
    const offStyle = style !== null && mention.style !== style;
    const offForm =
      !offStyle &&
      monthForm !== null &&
      mention.monthForm !== null &&
      mention.monthForm !== monthForm;
    if (!offStyle && !offForm) return [];
    const how = offStyle
      ? 'is written differently from'
      : mention.monthForm === 'full'
        ? 'spells the month out, unlike'
        : 'abbreviates the month, unlike';
    const example = mentions.find(
      ({ mention: m }) =>
        m.style === (offStyle ? style : 'month-name') && (offStyle || m.monthForm === monthForm),
    );
    return [
      {
        check: 'date-format' as const,
        severity: 'yellow' as const,
        page: line.page,
        rect: rectOf(line, mention.start, mention.end),
        message: `${quote(mention.text)} ${how} your other dates (like ${quote(example?.mention.text ?? '')}) — write every date the same way.`,
      },
    ];
  });
}

interface DateItem {
  line: Line;
  rect: Rect;
  text: string;
}

/**
 * Entry dates not aligned with the others. Dates sharing a right edge (set at the margin or
 * in a gutter) or a left edge (a date column) form stops; a resume may use more than one
 * (month ranges at the margin, award years in a gutter). When most dates sit on a stop, a
 * date on none is misplaced: typed inline after its title, or a few points off. Inline
 * dates count by their line's end.
 */
export function dateAlignmentFindings(layout: ResumeLayout, roles: Roles): HorizontalFinding[] {
  const items: DateItem[] = dateLines(layout, roles).flatMap((line) => {
    const tail = dateTail(line.text);
    // A year alone is an award's or a certificate's, often placed in a grid of its own.
    if (!tail || /^\s*\d{4}\s*$/.test(line.text.slice(tail.start, tail.end))) return [];
    return [
      {
        line,
        rect: rectOf(line, tail.start, tail.end),
        text: line.text.slice(tail.start, tail.end),
      },
    ];
  });
  const findings: HorizontalFinding[] = [];
  for (const column of [0, 1]) {
    const dates = items.filter((d) => Math.max(d.line.column, 0) === column);
    if (dates.length < 3) continue;
    const stops = (edge: (d: DateItem) => number) =>
      clusterBy(dates, edge, alignTolerance).filter((c) => c.items.length >= 2);
    const rights = stops((d) => d.rect.x1);
    const aligned = new Set([...rights, ...stops((d) => d.rect.x0)].flatMap((c) => c.items));
    // Alignment is a convention only when most dates follow one.
    if (aligned.size * 2 < dates.length) continue;
    for (const date of dates) {
      if (aligned.has(date)) continue;
      const nearest = nearestValue(
        rights.map((c) => c.value),
        date.rect.x1,
      );
      const where =
        nearest === undefined
          ? 'is not aligned with your other dates'
          : `ends ${pt(Math.abs(date.rect.x1 - nearest))} ${date.rect.x1 < nearest ? 'left' : 'right'} of where your other dates end`;
      findings.push({
        check: 'date-alignment',
        severity: 'yellow',
        page: date.line.page,
        rect: date.rect,
        message: `The date ${quote(date.text)} ${where} — align every date the same way.`,
      });
    }
  }
  return findings;
}

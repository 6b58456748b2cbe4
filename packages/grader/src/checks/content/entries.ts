import { verticalOverlap } from '../../layout/geometry.ts';
import { bulletItems } from '../../layout/items.ts';
import type { Line, ResumeLayout, Section } from '../../layout/types.ts';
import { isFurniture } from './text.ts';

export interface Bullet {
  lines: Line[];
  text: string;
  /** A sub-bullet, indented under another: it details its parent, so verb checks skip it. */
  nested: boolean;
}

/** A job, degree or project: the non-bulleted lines that head it, then its bullets. */
export interface Entry {
  header: Line[];
  bullets: Bullet[];
}

/** Points of extra indent that make a bullet a sub-bullet. */
const nestIndent = 6;

const bodyLines = (section: Section, layout: ResumeLayout) =>
  section.lines.filter((l) => !isFurniture(l, layout));

/** The section's bullet points with their wrapped lines (page furniture left out). */
export function sectionBullets(section: Section, layout: ResumeLayout): Bullet[] {
  const items = bulletItems(bodyLines(section, layout));
  const key = (l: Line) => `${l.page}:${l.column}`;
  const leftmost = new Map<string, number>();
  for (const item of items) {
    const head = item.lines[0] as Line;
    leftmost.set(key(head), Math.min(leftmost.get(key(head)) ?? Infinity, head.rect.x0));
  }
  return items.map((item) => {
    const head = item.lines[0] as Line;
    return {
      lines: item.lines,
      text: item.text,
      nested: head.rect.x0 > (leftmost.get(key(head)) ?? head.rect.x0) + nestIndent,
    };
  });
}

/** True when a line shares its row with an earlier line to its left (a date beside a title). */
function besideEarlier(lines: Line[], i: number): boolean {
  const line = lines[i] as Line;
  for (let j = Math.max(0, i - 3); j < i; j++) {
    const other = lines[j] as Line;
    if (
      other.page === line.page &&
      other.column === line.column &&
      other.rect.x1 <= line.rect.x0 + 1 &&
      verticalOverlap(other.rect, line.rect) > 0.5
    ) {
      return true;
    }
  }
  return false;
}

/**
 * Splits a section into entries: a new entry starts at a non-bulleted line that follows
 * bullets, unless that line only sits beside them (a right-aligned date or place).
 */
export function sectionEntries(section: Section, layout: ResumeLayout): Entry[] {
  const lines = bodyLines(section, layout);
  const bullets = sectionBullets(section, layout);
  const byHead = new Map(bullets.map((b) => [b.lines[0] as Line, b]));
  const wrapped = new Set(bullets.flatMap((b) => b.lines.slice(1)));
  const entries: Entry[] = [];
  let current: Entry | null = null;
  lines.forEach((line, i) => {
    const bullet = byHead.get(line);
    if (bullet) {
      if (!current) entries.push((current = { header: [], bullets: [] }));
      current.bullets.push(bullet);
      return;
    }
    if (wrapped.has(line)) return;
    if (current && current.bullets.length > 0 && !besideEarlier(lines, i)) current = null;
    if (!current) entries.push((current = { header: [], bullets: [] }));
    current.header.push(line);
  });
  return entries;
}

/** Non-bulleted lines of a section that are not the wrapped text of a bullet. */
export function headerLines(section: Section, layout: ResumeLayout): Line[] {
  return sectionEntries(section, layout).flatMap((e) => e.header);
}

import { union } from '../../layout/geometry.ts';
import type { Line, ResumeLayout } from '../../layout/types.ts';
import type { HorizontalFinding } from '../findings.ts';
import { fontFamily } from './fonts.ts';
import { type Roles, sectionIndex, weightOf } from './roles.ts';
import { quote } from './text.ts';

/** Han, kana and hangul: CJK text comes in its own typefaces beside the Latin ones. */
const cjk = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff]/gu;
type Script = 'cjk' | 'latin' | 'mixed';
/**
 * CJK text, Latin text, or a mix: a line is CJK when its CJK characters outnumber its Latin
 * letters and figures together; figures come in a Latin font, and a line of them ('2013 年
 * 6 月') is set in that font, so it is compared with neither.
 */
function scriptOf(lines: Line[]): Script {
  const text = lines.map((l) => l.text).join(' ');
  const count = text.match(cjk)?.length ?? 0;
  const latin = text.match(/[\p{Script=Latin}\d]/gu)?.length ?? 0;
  return count === 0 ? 'latin' : count > latin ? 'cjk' : 'mixed';
}
const scripts: Script[] = ['cjk', 'latin'];

interface Faced {
  family: string;
  weight: number;
  lines: Line[];
}

/** Families ranked by the text they carry (ties by name, for a stable order). */
function ranked(items: Faced[]): { family: string; weight: number }[] {
  const totals = new Map<string, number>();
  for (const item of items) totals.set(item.family, (totals.get(item.family) ?? 0) + item.weight);
  return [...totals]
    .map(([family, weight]) => ({ family, weight }))
    .sort(
      (a, b) => b.weight - a.weight || (a.family < b.family ? -1 : a.family > b.family ? 1 : 0),
    );
}

function finding(item: Faced, severity: 'red' | 'yellow', message: string): HorizontalFinding {
  const page = item.lines[0]?.page ?? 0;
  return {
    check: 'font-face',
    severity,
    page,
    rect: union(item.lines.filter((l) => l.page === page).map((l) => l.rect)),
    message,
  };
}

/**
 * Items of one role whose family differs from the role's leading family, script by script;
 * only a family no more than `rareShare` of them use (one at least), where a share is given.
 */
function strays(
  items: Faced[],
  describe: (item: Faced) => string,
  role: string,
  rareShare?: number,
): HorizontalFinding[] {
  return scripts.flatMap((script) =>
    straysAmong(
      items.filter((item) => scriptOf(item.lines) === script),
      describe,
      role,
      rareShare,
    ),
  );
}

/**
 * A typeface no more than this share of a section's bullets use is the slip; a section
 * whose list is set in a typeface of its own (a skills list beside the duties) is a design.
 */
const rareBulletShare = 0.25;
const minListBullets = 3;

function straysAmong(
  items: Faced[],
  describe: (item: Faced) => string,
  role: string,
  rareShare = 1,
): HorizontalFinding[] {
  const [first, second] = ranked(items);
  if (!first || !second || second.weight === first.weight) return [];
  const rare = (family: string) =>
    items.filter((item) => item.family === family).length <=
    Math.max(1, Math.floor(items.length * rareShare));
  return items
    .filter((item) => item.family !== first.family && rare(item.family))
    .map((item) =>
      finding(
        item,
        'yellow',
        `${describe(item)} uses a different typeface from the other ${role} — use one font for all of them.`,
      ),
    );
}

const faced = (lines: Line[], weight: number): Faced | null => {
  const family = fontFamily(lines[0]?.font ?? '');
  return family === null ? null : { family, weight, lines };
};

/**
 * Text of one role in different typefaces (bold and italic cuts of one family count as one):
 * section headings, the bullets of one section's list; and body text set in three or more
 * families, where every line outside the two main ones (three in CJK) is an error. Icon
 * fonts and unnamed (Type3) fonts are skipped, and CJK text, which needs its own fonts, is
 * compared only with CJK text.
 */
export function fontFaceFindings(roles: Roles, layout: ResumeLayout): HorizontalFinding[] {
  const sectionOf = sectionIndex(layout);
  const lists = new Map<number, Faced[]>();
  for (const item of roles.bullets) {
    const bullet = faced(item.lines, item.text.length);
    if (!bullet) continue;
    const section = sectionOf.get(item.lines[0] as Line) ?? -1;
    lists.set(section, [...(lists.get(section) ?? []), bullet]);
  }
  const findings = [
    ...roles.headings.flatMap((column) =>
      strays(
        column.flatMap((l) => faced([l], 1) ?? []),
        (h) => `The section heading ${quote(h.lines[0]?.text ?? '')}`,
        'headings',
      ),
    ),
    ...[...lists.values()]
      .filter((list) => list.length >= minListBullets)
      .flatMap((list) =>
        strays(
          list,
          (b) => `The bullet ${quote(b.lines.map((l) => l.text).join(' '))}`,
          'bullets of its section',
          rareBulletShare,
        ),
      ),
  ];
  for (const script of scripts) {
    const body = roles.body
      .filter((l) => scriptOf([l]) === script)
      .flatMap((l) => faced([l], weightOf(l)) ?? []);
    // Chinese and Japanese typesetting gives each role a typeface of its own: Song or
    // Mincho for the body, Hei or Gothic for bold, Kai where Latin text goes italic.
    const main = new Set(
      ranked(body)
        .slice(0, script === 'cjk' ? 3 : 2)
        .map((r) => r.family),
    );
    // One finding per extra typeface: a third font is one choice, however many lines it sets.
    for (const family of new Set(body.map((item) => item.family))) {
      if (main.has(family)) continue;
      const lines = body.filter((item) => item.family === family).flatMap((item) => item.lines);
      const others = lines.length > 1 ? ` and ${lines.length - 1} other lines are` : ' is';
      findings.push(
        finding(
          { family, weight: 0, lines },
          'red',
          `${quote(lines[0]?.text ?? '')}${others} set in a third typeface — keep the body text to one or two fonts.`,
        ),
      );
    }
  }
  return findings;
}

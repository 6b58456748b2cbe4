/** A point in time as resumes print it; the month is null when only the year is given. */
export interface YearMonth {
  year: number;
  month: number | null;
}

/** A date or date range found in a line, with its character span. */
export interface DateMention {
  index: number;
  length: number;
  start: YearMonth;
  /** null for a single date; 'present' for 'Present', 'Current', 'heute', ... */
  end: YearMonth | 'present' | null;
}

/**
 * Month names and abbreviations (lower case) of the languages we read: English, Spanish,
 * Portuguese, German, French, Italian, Dutch.
 */
const months: [number, string[]][] = [
  [
    1,
    [
      'january',
      'jan',
      'enero',
      'ene',
      'janeiro',
      'januar',
      'jänner',
      'janvier',
      'janv',
      'gennaio',
      'gen',
      'januari',
    ],
  ],
  [
    2,
    [
      'february',
      'feb',
      'febrero',
      'fevereiro',
      'fev',
      'februar',
      'février',
      'fevrier',
      'févr',
      'febbraio',
      'februari',
    ],
  ],
  [3, ['march', 'mar', 'marzo', 'março', 'märz', 'mär', 'mrz', 'mars', 'maart', 'mrt']],
  [4, ['april', 'apr', 'abril', 'abr', 'avril', 'avr', 'aprile']],
  [5, ['may', 'mayo', 'maio', 'mai', 'maggio', 'mag', 'mei']],
  [6, ['june', 'jun', 'junio', 'junho', 'juni', 'juin', 'giugno', 'giu']],
  [7, ['july', 'jul', 'julio', 'julho', 'juli', 'juillet', 'juil', 'luglio', 'lug']],
  [8, ['august', 'aug', 'agosto', 'ago', 'août', 'aout', 'augustus']],
  [
    9,
    [
      'september',
      'sept',
      'sep',
      'septiembre',
      'setiembre',
      'setembro',
      'set',
      'septembre',
      'settembre',
    ],
  ],
  [
    10,
    ['october', 'oct', 'octubre', 'outubro', 'out', 'oktober', 'okt', 'octobre', 'ottobre', 'ott'],
  ],
  [11, ['november', 'nov', 'noviembre', 'novembro', 'novembre']],
  [
    12,
    [
      'december',
      'dec',
      'diciembre',
      'dic',
      'dezembro',
      'dez',
      'dezember',
      'décembre',
      'déc',
      'dicembre',
    ],
  ],
];
const monthOf = new Map(months.flatMap(([n, names]) => names.map((name) => [name, n] as const)));
// Longest first so 'june' wins over 'jun'.
const monthAlternation = [...monthOf.keys()].sort((a, b) => b.length - a.length).join('|');

const presentWords =
  'present|current|currently|now|today|ongoing|actual|actualidad|presente|hoy|atual|atualmente|heute|jetzt|aktuell|dato|attuale|oggi|heden|aujourd.hui';
const year = '(?:18\\d\\d|19\\d\\d|20[0-4]\\d)';
const day = '\\d{1,2}(?:st|nd|rd|th)?';

/**
 * One date token: 'Sept. 2022', 'June 29, 2025', '21st January 2015', 'junio de 2020',
 * '03/2020', '2019', or a word for the present. Bounded by Latin letters and digits so
 * '1500s' or 'v2019a' do not count while '2019年' does.
 */
const token = new RegExp(
  '(?<![\\p{Script=Latin}\\p{N}])(?:' +
    `(?:${day}\\.?\\s+)?(?<month>${monthAlternation})\\.?\\s*(?:${day},?\\s+)?(?:de\\s+)?(?:,\\s*)?(?<y1>${year})` +
    `|(?<mnum>0?[1-9]|1[0-2])\\s*[/.]\\s*(?<y2>${year})` +
    `|(?<y3>${year})` +
    `|(?<present>${presentWords})` +
    ')(?![\\p{Script=Latin}\\p{N}])',
  'giu',
);

/** What may stand between the two ends of a range: dashes (incl. soft hyphen), 'to', 'bis'... */
const separator = /^\s*(?:[-–—‐‑‒―−~\u00ad]|to|until|till|bis|a|al|hasta|até)\s*$/iu;
const since = /(?:since|seit|desde)\s*$/iu;

interface Token {
  index: number;
  length: number;
  value: YearMonth | 'present';
}

function tokens(text: string): Token[] {
  const found: Token[] = [];
  for (const m of text.matchAll(token)) {
    const g = m.groups ?? {};
    let value: YearMonth | 'present';
    if (g.present) value = 'present';
    else if (g.y1)
      value = { year: Number(g.y1), month: monthOf.get((g.month ?? '').toLowerCase()) ?? null };
    else if (g.y2) value = { year: Number(g.y2), month: Number(g.mnum) };
    else value = { year: Number(g.y3), month: null };
    found.push({ index: m.index, length: m[0].length, value });
  }
  return found;
}

/** Dates and date ranges in a piece of text, in order. Bare 'Present' words are not dates. */
export function datesIn(text: string): DateMention[] {
  const all = tokens(text);
  const mentions: DateMention[] = [];
  for (let i = 0; i < all.length; i++) {
    const first = all[i] as Token;
    if (first.value === 'present') continue;
    const next = all[i + 1];
    const between = next ? text.slice(first.index + first.length, next.index) : '';
    if (next && separator.test(between)) {
      mentions.push({
        index: first.index,
        length: next.index + next.length - first.index,
        start: first.value,
        end: next.value,
      });
      i++;
    } else {
      const open = since.test(text.slice(0, first.index));
      mentions.push({
        index: first.index,
        length: first.length,
        start: first.value,
        end: open ? 'present' : null,
      });
    }
  }
  return mentions;
}

/** Chinese dates ('2019年5月', '年 – 年' when a font drops the digits) and '至今' (to date). */
const cjkDate = /[年月]|至今/u;

/** True when the text dates something (a bare 'Present' does not). */
/**
 * A date range cut after its dash ('September 2012 –'), its end on a line of its own: a
 * narrow date column wraps it.
 */
export const opensRange = (text: string): boolean =>
  /[-–—‐‑‒―−]\s*$/u.test(text) && tokens(text).length === 1;

/** A line that is one date and nothing else ('May 2014', 'Present'). */
export function isLoneDate(text: string): boolean {
  const trimmed = text.trim();
  const [only, ...more] = tokens(trimmed);
  return only !== undefined && more.length === 0 && only.length === trimmed.length;
}

export const hasDate = (text: string): boolean => datesIn(text).length > 0 || cjkDate.test(text);

/** Months since year 0 for ordering; a missing month counts as the year's first. */
const rank = (d: YearMonth) => d.year * 12 + (d.month ?? 1) - 1;

/** a > b, by month when both carry one, otherwise by year (a year-only date is imprecise). */
function later(a: YearMonth | 'present', b: YearMonth | 'present'): boolean {
  if (a === 'present') return b !== 'present';
  if (b === 'present') return false;
  if (a.month === null || b.month === null) return a.year > b.year;
  return rank(a) > rank(b);
}

/**
 * True when `next` is clearly more recent than `previous`: it both starts and ends later.
 * Nested ranges (roles inside a company's span) and two ongoing roles are not out of order.
 */
export function moreRecent(next: DateMention, previous: DateMention): boolean {
  const endOf = (d: DateMention) => d.end ?? d.start;
  return later(next.start, previous.start) && later(endOf(next), endOf(previous));
}

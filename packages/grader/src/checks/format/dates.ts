/**
 * Dates as resumes print them ('Jan 2020', 'January 2020', '01/2020', '2020-01', ...), with
 * the format each is written in, and the run of dates that ends an entry's line.
 */

const fullMonths = [
  // English, Spanish, Portuguese, German, French, Italian, Dutch: the languages we spell.
  'january february march april may june july august september october november december',
  'enero febrero marzo abril mayo junio julio agosto septiembre setiembre octubre noviembre diciembre',
  'janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro',
  'januar februar märz april mai juni juli august september oktober november dezember',
  'janvier février mars avril mai juin juillet août septembre octobre novembre décembre',
  'gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre',
  'januari februari maart april mei juni juli augustus september oktober november december',
].flatMap((names) => names.split(' '));
const fullSet = new Set(fullMonths);
const abbreviations = new Set([...fullMonths.map((m) => m.slice(0, 3)), 'sept']);

/** A month's name or its cut ('juli', 'Sept', 'mei'), in any of our languages. */
export const isMonthName = (word: string): boolean =>
  fullSet.has(word.toLowerCase()) || abbreviations.has(word.toLowerCase());

/** How a date is written; dates of one resume should share one. */
export type DateStyle =
  | 'month-name'
  | 'MM/YYYY'
  | 'MM.YYYY'
  | 'MM-YYYY'
  | 'YYYY-MM'
  | 'YYYY.MM'
  | 'YYYY/MM'
  | 'DD.MM.YYYY'
  | 'DD/MM/YYYY'
  | 'YYYY年MM月';

export interface DateMention {
  start: number;
  end: number;
  text: string;
  style: DateStyle;
  /** For month names: abbreviated or written out; null when it reads as both ('May', 'June'). */
  monthForm: 'abbreviated' | 'full' | null;
  /**
   * For an abbreviated month, how it is cut: 'full stop' ('Mar.', 'Sept.': the full stop
   * makes the style, whatever the length), else its length ('3 letters' for 'Sep', '4
   * letters' for 'Sept'); 'written out' for a month in full, 'June' and 'July' among them
   * (they read as both forms, but not as a three-letter cut); null for other dates.
   */
  abbreviation: string | null;
}

const year = '(?:19|20)\\d{2}';
const month = '(?:0?[1-9]|1[0-2])';
// Digits, dots, slashes and dashes around a match mean a longer number (a phone, a version).
const before = '(?<![\\d./-])';
const numeric: [DateStyle, RegExp][] = [
  ['DD/MM/YYYY', new RegExp(`${before}\\d{1,2}/\\d{1,2}/${year}(?!\\d)`, 'g')],
  ['DD.MM.YYYY', new RegExp(`${before}\\d{1,2}\\.\\d{1,2}\\.${year}(?!\\d)`, 'g')],
  ['MM/YYYY', new RegExp(`${before}${month}/${year}(?![\\d/])`, 'g')],
  ['MM.YYYY', new RegExp(`${before}${month}\\.${year}(?!\\d|\\.\\d)`, 'g')],
  ['MM-YYYY', new RegExp(`${before}${month}-${year}(?![\\d-])`, 'g')],
  ['YYYY-MM', new RegExp(`${before}${year}-(?:0[1-9]|1[0-2])(?![\\d-])`, 'g')],
  ['YYYY.MM', new RegExp(`${before}${year}\\.${month}(?!\\d|\\.\\d)`, 'g')],
  ['YYYY/MM', new RegExp(`${before}${year}/${month}(?![\\d/])`, 'g')],
  ['YYYY年MM月', new RegExp(`${year}年\\d{1,2}月`, 'g')],
];
// A day before the month ('21st January 2015') makes a full date, as in a 'last updated'
// stamp, not an entry's month and year.
const monthName = new RegExp(
  `(?<![\\p{L}\\d]|\\d(?:st|nd|rd|th|\\.)?\\s)(\\p{L}{3,10})(\\.?)\\s+(?:de\\s+)?${year}(?!\\d)`,
  'gu',
);

/** Every date here has a 19xx or 20xx year: lines without one are passed over quickly. */
const anyYear = /(?:19|20)\d{2}/;

/** Month-and-year dates in a text, left to right, each with its style. */
export function findDates(text: string): DateMention[] {
  if (!anyYear.test(text)) return [];
  const found: DateMention[] = [];
  for (const match of text.matchAll(monthName)) {
    const word = (match[1] as string).toLowerCase();
    const full = fullSet.has(word);
    if (!full && !abbreviations.has(word)) continue;
    const monthForm =
      full && word.length <= 4 ? null : full && match[2] === '' ? 'full' : 'abbreviated';
    found.push({
      start: match.index,
      end: match.index + match[0].length,
      text: match[0],
      style: 'month-name',
      monthForm,
      // 'June' and 'July' are written out: among 'Aug' and 'Oct' they are the odd ones;
      // among 'March' and 'November' they are the rule.
      abbreviation:
        monthForm === 'abbreviated'
          ? match[2]
            ? 'full stop'
            : `${word.length} letters`
          : full && (word.length === 4 || monthForm === 'full')
            ? 'written out'
            : null,
    });
  }
  for (const [style, pattern] of numeric) {
    for (const match of text.matchAll(pattern)) {
      found.push({
        start: match.index,
        end: match.index + match[0].length,
        text: match[0],
        style,
        monthForm: null,
        abbreviation: null,
      });
    }
  }
  // Of overlapping matches the earliest, then the longest, wins.
  let reached = 0;
  return found
    .sort((a, b) => a.start - b.start || b.end - a.end)
    .filter((m) => {
      if (m.start < reached) return false;
      reached = m.end;
      return true;
    });
}

const present =
  /^(present|current|currently|now|today|ongoing|presente|actualidad|actual|atual|atualmente|heute|aktuell|jetzt|aujourd'hui|至今|现在|今)$/i;
const bareYear = new RegExp(`${before}${year}(?![\\d./-]?\\d)`, 'g');
/** What may stand between the dates of a range: dashes, 'to', commas, brackets. */
const joiner =
  /^[\s\-–—\u00ad~|,.:()/]*(?:(?:to|bis|a|à|até|hasta|au|至)[\s\-–—\u00ad~|,.:()/]*)?$/i;

/** Two periods listed as one ('5/2017 – 9/2017 and 5/2018 – 9/2018'). */
const conjunction = /^\s*(?:and|und|et|y|e|en|&)\s*$/iu;

/** The dates that end a line ('June 2020 – Present', '2018 – 2022'), as character offsets. */
export interface DateTail {
  start: number;
  end: number;
  /** The whole line is the date (a date set apart, in a column or at the margin). */
  standalone: boolean;
}

/**
 * The run of dates closing a text: a month and year or a range ('2018 – 2022', '2020 –
 * Present'), or only a range when it follows other text — a lone date at the end of a
 * sentence ('expected March 2016') is prose, not an entry's dates. A lone year stands for a
 * date only when set apart as the whole line.
 */
interface DateToken {
  start: number;
  end: number;
  kind: 'date' | 'year' | 'present';
}

/** Month-and-year dates, lone years and words for 'present', left to right. */
function dateTokens(text: string): DateToken[] {
  const mentions = findDates(text);
  return [
    ...mentions.map((m) => ({ start: m.start, end: m.end, kind: 'date' as const })),
    ...[...text.matchAll(bareYear)].map((m) => ({
      start: m.index,
      end: m.index + m[0].length,
      kind: 'year' as const,
    })),
    ...[...text.matchAll(/[\p{L}']+/gu)]
      .filter((m) => present.test(m[0]))
      .map((m) => ({ start: m.index, end: m.index + m[0].length, kind: 'present' as const })),
  ]
    .filter(
      (t, _, all) =>
        t.kind !== 'year' ||
        !all.some((o) => o.kind === 'date' && o.start <= t.start && o.end >= t.end),
    )
    .sort((a, b) => a.start - b.start);
}

export function dateTail(text: string): DateTail | null {
  if (!anyYear.test(text)) return null;
  const tokens = dateTokens(text);
  const trimmedEnd = text.trimEnd().length;
  const last = tokens.at(-1);
  if (!last || !joiner.test(text.slice(last.end, trimmedEnd))) return null;
  let first = tokens.length - 1;
  while (first > 0) {
    const between = text.slice(tokens[first - 1]?.end, tokens[first]?.start);
    if (!joiner.test(between) && !conjunction.test(between)) break;
    first--;
  }
  const tail = tokens.slice(first);
  const start = tail[0]?.start ?? last.start;
  const standalone = text.slice(0, start).trim().length === 0;
  const dated = tail.filter((t) => t.kind !== 'present').length;
  const range = dated >= 2 || (dated === 1 && tail.some((t) => t.kind === 'present'));
  const monthYear = tail.some((t) => t.kind === 'date');
  if (!(standalone ? range || monthYear || dated === 1 : range)) return null;
  return { start, end: Math.max(last.end, trimmedEnd), standalone };
}

/** A dash or a word between two dates that makes them a range. */
const rangeWord = /^(?:[-–—~]+|to|bis|a|à|até|hasta|au|至)$/iu;

export interface DateRange {
  start: number;
  end: number;
  /** What joins its ends ('–', '-', 'to'), lower-cased, spaces left out. */
  joiner: string;
}

/** Date ranges anywhere in a text ('Jan 2015 - Present | New York'), left to right. */
export function dateRanges(text: string): DateRange[] {
  if (!anyYear.test(text)) return [];
  const tokens = dateTokens(text);
  const ranges: DateRange[] = [];
  for (let i = 1; i < tokens.length; i++) {
    const from = tokens[i - 1] as DateToken;
    const to = tokens[i] as DateToken;
    const joiner = text.slice(from.end, to.start).trim();
    if (from.kind !== 'present' && rangeWord.test(joiner)) {
      ranges.push({ start: from.start, end: to.end, joiner: joiner.toLowerCase() });
      i++;
    }
  }
  return ranges;
}

import { median } from '../layout/geometry.ts';
import type { JoinedText } from '../layout/text-spans.ts';
import type { ResumeLayout } from '../layout/types.ts';
import { isTechTerm } from './tech-terms.ts';

/** Month abbreviations as dates print them ('Sept. 2022', 'Dec 2014'); harper wants 'DEC'. */
const monthAbbreviations = new Set('jan feb mar apr jun jul aug sep sept oct nov dec'.split(' '));

/** 'managed' → 'Managed'. */
export const capitalise = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/** Punctuation around a token that is not part of it: '(Docker,' → 'Docker'. */
export const bare = (token: string): string =>
  token.replace(/^[^\p{L}\p{N}]+/u, '').replace(/(?<![^\p{L}\p{N}])[^\p{L}\p{N}]+$/u, '');

/**
 * Whether a token is the candidate's name or a handle made of it: 'Kowalczyk', 'janedoe',
 * 'apennyworth' (a part and an initial). A part inside a longer word is not enough:
 * 'Mark' must not protect 'marketing'.
 */
function isNameToken(lower: string, nameParts: readonly string[]): boolean {
  return nameParts.some((part) => {
    const at = lower.indexOf(part);
    if (at < 0) return false;
    const rest = (lower.slice(0, at) + lower.slice(at + part.length)).replace(/\P{L}/gu, '');
    return rest.length <= 2 || nameParts.some((other) => other !== part && rest.includes(other));
  });
}

/**
 * True for tokens that are code, contact details or names rather than prose, so no
 * spelling, grammar or repetition finding may land on them: emails and URLs, anything
 * with a digit (phones, dates, versions, ARMv7), initials ('T.'), dotted names (Node.js,
 * Ph.D.), camelCase (NeurIPS, SQLAlchemy), acronyms, month abbreviations, listed tech
 * terms, text in other scripts, and the candidate's own name.
 */
export function isProtectedToken(token: string, nameParts: readonly string[]): boolean {
  const word = bare(token);
  if (word.length === 0) return true;
  if (/[@/\\:]|^www\./iu.test(token)) return true;
  if (/^\p{Lu}\.[,;]?$/u.test(token)) return true;
  if (/\p{N}/u.test(word)) return true;
  if (/\p{L}\.\p{L}/u.test(word)) return true;
  if (/\p{Ll}\p{Lu}/u.test(word)) return true;
  if (word.length >= 2 && word === word.toUpperCase() && /\p{Lu}/u.test(word)) return true;
  if (monthAbbreviations.has(word.toLowerCase())) return true;
  if (isTechTerm(word)) return true;
  if (!/\p{Script=Latin}/u.test(word)) return true;
  return isNameToken(word.toLowerCase(), nameParts);
}

/** Labels a handle follows on contact lines: 'GitHub: janedoe', 'LinkedIn:// jdoe'. */
const linkLabels = new Set(
  (
    'behance blog dribbble e-mail email facebook github gitlab homepage instagram kaggle leetcode ' +
    'linkedin mail medium mobile orcid phone portfolio quora scholar skype stackoverflow ' +
    'telegram twitter web website wechat x youtube'
  ).split(' '),
);

const isLinkLabel = (token: string) =>
  /[:/]$/u.test(token) && linkLabels.has(bare(token).toLowerCase());

/** An address, or a piece of one, that breaks at the end of its line ('…/vector-'). */
const brokenAddress = (token: string) => /[@/\\:]|^www\./iu.test(token) && /[-/_.]$/u.test(token);

/**
 * Which words of a joined text are protected (see isProtectedToken), counting also the
 * handle after a link label on the same line, which no rule of shape can tell from a word,
 * and the rest of an address that runs on to the next line.
 */
export function protectedWords(
  words: JoinedText['words'],
  nameParts: readonly string[],
): boolean[] {
  const guarded: boolean[] = [];
  words.forEach((w, i) => {
    const previous = words[i - 1];
    const afterLabel = previous?.line === w.line && isLinkLabel(previous.word.text);
    const address =
      previous !== undefined &&
      previous.line !== w.line &&
      guarded[i - 1] === true &&
      brokenAddress(previous.word.text);
    guarded.push(afterLabel || address || isProtectedToken(w.word.text, nameParts));
  });
  return guarded;
}

/**
 * The parts of the candidate's name, lower-cased: the biggest line on the first page that
 * reads like a name (one to four words of letters, set larger than the body text). Parts
 * shorter than three letters ('Li', initials) are left out: they would protect too many
 * ordinary words.
 */
export function candidateNameParts(layout: ResumeLayout): string[] {
  const firstPage = layout.pages[0]?.lines ?? [];
  const body = median(firstPage.map((line) => line.size));
  const candidates = firstPage.filter(
    (line) =>
      line.heading === null &&
      line.bullet === null &&
      line.size >= body * 1.2 &&
      line.words.length <= 4 &&
      line.words.every((w) => /^\p{L}[\p{L}.'’-]*,?$/u.test(w.text)),
  );
  const biggest = Math.max(...candidates.map((line) => line.size));
  const name = candidates.find((line) => line.size === biggest);
  if (!name) return [];
  return name.words
    .map((w) => bare(w.text).toLowerCase())
    .flatMap((w) => w.split(/[-'’.]/u))
    .filter((part) => part.length >= 3);
}

import { url } from '../checks/content/contact.ts';
import { scowlWords } from '../language/scowl-words.ts';
import { joinLines, type JoinedText } from '../layout/text-spans.ts';
import type { Line } from '../layout/types.ts';

/** What a line break between two words becomes: kept, closed up, or closed up minus the hyphen. */
type Mend = 'keep' | 'close' | 'dropHyphen';

/** Characters of a link or an email address, and the marks one may be cut after. */
const addressCharacters = /^[\w.%+@/:?=&#~-]+$/u;
const addressCut = /[@/.?=&#_-]$/u;

/** An address that stands alone: a scheme, 'www.', a host with its path, an email. */
const wholeAddress =
  /^(?:https?:\/\/|www\.|[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}\/|[\w.%+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}$)/iu;

/**
 * A link or an email cut at a line end: 'https://linkedin.com/' | 'in/jane-doe',
 * 'jane.doe@' | 'mail.com', 'jane.' | 'doe@mail.com'. The next line must open in lower case
 * or a digit, as hosts and paths do, so a capitalised word below a link is left alone.
 */
function continuesAddress(end: string, start: string): boolean {
  if (!addressCharacters.test(end) || !addressCut.test(end)) return false;
  if (!/^[\p{Ll}\p{N}]/u.test(start) || !addressCharacters.test(start.replace(/[,;]$/u, ''))) {
    return false;
  }
  // 'jane.' | 'doe@mail.com' is an address cut; 'COES.' | 'name@uni.cl' is a sentence's end.
  if (!end.includes('@') && !url.test(end) && /\p{Lu}/u.test(end)) return false;
  // A whole address of its own under a link is the next one: 'github.com/jane/' over
  // 'linkedin.com/in/jane', 'https://jane.dev/' over 'jane@mail.com'.
  if (wholeAddress.test(start) && (url.test(end) || end.endsWith('/'))) return false;
  return end.includes('@') || start.includes('@') || url.test(end);
}

/** SCOWL's words of sizes 10 to 60, in all its spellings: read at the first hyphenated break. */
let dictionary: Set<string> | undefined;

/** Whether a word is in the dictionary. */
function isWord(word: string): boolean {
  dictionary ??= scowlWords(
    [10, 20, 35, 40, 50, 55, 60],
    ['english', 'american', 'british', 'canadian', 'australian'],
  );
  return dictionary.has(word.toLowerCase());
}

/**
 * Whether 'manage-' | 'ment' is one word broken by the line: the joined letters are a word,
 * or the part after the break is none on its own (a syllable: 'ment', 'netes'). Two words
 * that do not make one ('well-' | 'known') are a compound, which keeps its hyphen.
 */
function brokenWord(head: string, tail: string): boolean {
  const before = head.split(/[^\p{L}]/u).at(-1) ?? '';
  const after = tail.split(/[^\p{L}]/u)[0] ?? '';
  return isWord(before + after) || !isWord(after);
}

/** How the break between the last word of a line and the first of the next is read. */
function mendBreak(end: string, start: string): Mend {
  if (continuesAddress(end, start)) return 'close';
  if (!/[\p{L}\p{N}][-\u00ad\u2010]$/u.test(end) || !/^[\p{L}\p{N}]/u.test(start)) return 'keep';
  // A soft hyphen is the typesetter's: it marks where a word may break, never a compound.
  if (end.endsWith('\u00ad')) return 'dropHyphen';
  // 'post-' | 'CABG', 'COVID-' | '19': a hyphen before a name or a number is the writer's.
  if (/^[\p{Lu}\p{N}]/u.test(start)) return 'close';
  return brokenWord(end.slice(0, -1), start) ? 'dropHyphen' : 'close';
}

/**
 * The lines' text (as `joinLines`), with the words a line end broke made whole again: a
 * hyphenated word ('manage-' | 'ment' → 'management', 'post-' | 'CABG' → 'post-CABG') and a
 * link or email cut at the margin. Each word keeps its own box.
 */
export function joinWrapped(lines: Line[]): JoinedText {
  const words: JoinedText['words'] = [];
  let text = '';
  for (const entry of joinLines(lines).words) {
    const before = words.at(-1);
    if (before) {
      const mend =
        before.line === entry.line ? 'keep' : mendBreak(before.word.text, entry.word.text);
      if (mend === 'dropHyphen') {
        text = text.slice(0, -1);
        before.end -= 1;
      }
      if (mend === 'keep') text += before.line === entry.line ? ' ' : '\n';
    }
    words.push({ ...entry, start: text.length, end: text.length + entry.word.text.length });
    text += entry.word.text;
  }
  return { text, words };
}

/** Whether a link or an email on `line` goes on at the start of `next`. */
export function addressWrapsOnto(line: Line, next: Line): boolean {
  const end = line.words.at(-1)?.text;
  const start = next.words[0]?.text;
  return end !== undefined && start !== undefined && continuesAddress(end, start);
}

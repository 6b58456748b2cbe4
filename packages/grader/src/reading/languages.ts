import { escoLanguages } from '../match/data/esco-languages.ts';

/** A span of a text and what it reads as. */
export interface TextSpan {
  start: number;
  end: number;
  text: string;
}

/** Languages CV writers name that CLDR files under three-letter codes or under another name. */
const otherNames = ['Mandarin', 'Cantonese', 'Tagalog', 'American Sign Language'];
/** The languages CVs are written in: one names its languages in its own words ('Inglés'). */
const cvLanguages = ['en', 'de', 'fr', 'es', 'it', 'pt', 'nl'];
/** Words of a language's name, at most ('Norwegian Bokmål', 'American Sign Language'). */
const longestName = 3;

let names: Set<string> | undefined;

/**
 * Lower-case names of spoken languages: CLDR's names (the runtime's `Intl.DisplayNames`) of
 * the ISO 639-1 languages in the languages CVs are written in, and ESCO's language skills.
 */
function languageNames(): Set<string> {
  if (names) return names;
  names = new Set([...escoLanguages, ...otherNames].map((n) => n.toLowerCase()));
  for (const locale of cvLanguages) {
    const display = new Intl.DisplayNames([locale], { type: 'language' });
    for (let a = 97; a <= 122; a++) {
      for (let b = 97; b <= 122; b++) {
        const code = String.fromCharCode(a, b);
        const name = display.of(code);
        if (name && name !== code) names.add(name.toLowerCase());
      }
    }
  }
  return names;
}

/** Words that say how well a language is spoken ('native', 'fluent', 'B2'). */
const levelWord =
  /^(?:native|mother|tongue|first|second|fluent|fluently|fluency|bilingual|trilingual|multilingual|conversational|professional|proficient|proficiency|full|limited|working|elementary|beginner|basic|basics|intermediate|advanced|upper|business|knowledge|speaker|spoken|written|reading|writing|good|excellent|level|[abc][12])$/iu;
/** Words a lead-in joins level words with ('Fluent in', 'Native speaker of'). */
const glueWord = /^(?:in|of|a|an|the|with)$/iu;
/** Words that name the subject in a label: 'Languages:', 'Sprachen:', 'Idiomas:'. */
const languagesWord = /^(?:languages?|idiomas?|sprachen|langues|lingue|línguas|talen)$/iu;

const isLevel = (words: string[]) => words.every((w) => levelWord.test(w) || glueWord.test(w));
const saysLevel = (words: string[]) => words.some((w) => levelWord.test(w));

/** Words of a text, with their offsets: letters, joined by apostrophes or hyphens inside. */
const wordPattern = /[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*/gu;

/** The first language named in `text[start, end)`, as a span of whole words. */
function nameIn(text: string, start: number, end: number): TextSpan | undefined {
  const words = [...text.slice(start, end).matchAll(wordPattern)].map((m) => ({
    start: start + m.index,
    end: start + m.index + m[0].length,
  }));
  // Only a space may part the words of one name: 'English, Spanish' is two.
  const spaced = (i: number) =>
    /^ +$/u.test(text.slice(words[i - 1]?.end ?? 0, words[i]?.start ?? 0));
  for (const [i, first] of words.entries()) {
    // The longest name that starts here: 'American Sign Language', not 'American'.
    let longest: TextSpan | undefined;
    for (let j = i; j < Math.min(words.length, i + longestName) && (j === i || spaced(j)); j++) {
      const name = text.slice(first.start, (words[j] as { end: number }).end);
      if (languageNames().has(name.toLowerCase())) {
        longest = { start: first.start, end: first.start + name.length, text: name };
      }
    }
    if (longest) return longest;
  }
  return undefined;
}

/** What may follow a language's name: a level in brackets, after a dash or colon, or in words. */
function isLevelAfter(rest: string): boolean {
  if (rest === '' || /^\(.*\)$/su.test(rest)) return true;
  if (/^[:–—-]/u.test(rest)) return rest.split(/\s+/u).length <= 6;
  return isLevel(rest.split(/[\s,/]+/u).filter(Boolean));
}

/** One language of a list, and whether its words say it is spoken (a level or a lead-in). */
interface LanguageItem {
  span: TextSpan;
  leveled: boolean;
}

/**
 * One item of a languages list, read as the language with the level printed after it:
 * 'English (native)', 'Spanish — conversational', 'Fluent in French' (the lead-in dropped).
 */
function languageItem(text: string, start: number, end: number): LanguageItem | undefined {
  const item = trimmedSpan(text, start, end);
  const name = nameIn(text, item.start, item.end);
  if (!name) return undefined;
  const leadIn = text.slice(item.start, name.start);
  const leadWords = leadIn.match(wordPattern) ?? [];
  const level = text.slice(name.end, item.end).trim();
  if (/\p{N}/u.test(leadIn) || !isLevel(leadWords) || !isLevelAfter(level)) return undefined;
  const spoken = text.slice(name.start, item.end).replace(/\s+/gu, ' ');
  return {
    span: { start: name.start, end: item.end, text: spoken },
    leveled: level !== '' || saysLevel(leadWords),
  };
}

/** A span with the spaces and a closing full stop taken off both ends. */
function trimmedSpan(text: string, start: number, end: number): { start: number; end: number } {
  let from = start;
  let to = end;
  while (from < to && /\s/u.test(text[from] ?? '')) from++;
  while (to > from && /[\s.]/u.test(text[to - 1] ?? '')) to--;
  return { start: from, end: to };
}

const bracketsOpened = (word: string) =>
  (word.match(/[([]/gu)?.length ?? 0) - (word.match(/[)\]]/gu)?.length ?? 0);

/**
 * Where a list's items part: commas, semicolons, bars, bullets and the words 'and' and '&',
 * outside brackets ('English (reading and writing)' is one item).
 */
function itemRanges(text: string, start: number, end: number): { start: number; end: number }[] {
  const ranges: { start: number; end: number }[] = [];
  let depth = 0;
  let from = start;
  for (const token of text.slice(start, end).matchAll(/[,;|•·]|[^\s,;|•·]+/gu)) {
    const at = start + token.index;
    if (depth === 0 && /^(?:[,;|•·]|and|&)$/iu.test(token[0])) {
      ranges.push({ start: from, end: at });
      from = at + token[0].length;
    }
    depth = Math.max(0, depth + bracketsOpened(token[0]));
  }
  ranges.push({ start: from, end });
  return ranges.filter((r) => /\S/u.test(text.slice(r.start, r.end)));
}

/** The items of `text[start, end)` when every one of them is a language, else undefined. */
function listedLanguages(text: string, start: number, end: number): LanguageItem[] | undefined {
  const items = itemRanges(text, start, end).map((r) => languageItem(text, r.start, r.end));
  if (items.length === 0 || items.some((i) => i === undefined)) return undefined;
  return items as LanguageItem[];
}

/** A group's label ('Languages:', 'Bilingual:'): it names no language itself. */
const labelPattern = /^[^:\n]{1,40}:/u;

/**
 * A line that lists languages, in any common wording: 'Bilingual: English and Spanish',
 * 'Fluent in French and German', 'Languages: English (native), Spanish (professional)',
 * 'Spanish — conversational'. Each language with its level as printed after it; undefined
 * when the text is anything else (a skills list, 'Languages: Python, Go', a sentence).
 * Out of a list, `spokenOnly` asks for words that say the names are languages spoken (a
 * level or a label naming languages): 'Nationality: German' names a country's people.
 */
export function languagesIn(
  text: string,
  start = 0,
  end = text.length,
  spokenOnly = false,
): TextSpan[] | undefined {
  const label = labelPattern.exec(text.slice(start, end));
  const labelWords = label?.[0].match(wordPattern) ?? [];
  const labelled = saysLevel(labelWords) || labelWords.some((w) => languagesWord.test(w));
  const items =
    listedLanguages(text, start, end) ??
    (label ? listedLanguages(text, start + label[0].length, end) : undefined);
  if (!items) return undefined;
  if (spokenOnly && !labelled && !items.some((i) => i.leveled)) return undefined;
  return items.map((i) => i.span);
}

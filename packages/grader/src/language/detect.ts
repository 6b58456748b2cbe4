import type { eld as Eld } from 'eld/extrasmall';

/** eld's n-gram model (about 30 MB): plainly English text needs none. */
let model: typeof Eld | null = null;

export interface LanguageInfo {
  /** ISO 639-1 code ('en', 'de', 'zh'), or 'unknown' when the text has no letters. */
  code: string;
  /** The language's English name, for the review's messages. */
  name: string;
  /** English-only checks (grammar, overused words, action verbs, passive voice) apply. */
  english: boolean;
}

const names = new Intl.DisplayNames(['en'], { type: 'language' });

const info = (code: string): LanguageInfo => ({
  code,
  name: code === 'unknown' ? 'an undetermined language' : (names.of(code) ?? code),
  english: code === 'en',
});

/**
 * Below this many words a resume is a list of names and skills: n-grams cannot tell its
 * language ('John Smith' reads as Swedish), so the English checks stay on.
 */
const minWordsToTell = 20;

/** Whether a text is long enough for its language to be told (CJK by its script). */
export const canTellLanguage = (text: string): boolean =>
  (text.match(/\p{L}+/gu) ?? []).length >= minWordsToTell ||
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(text);

/** Writing systems decided by script alone: a CJK character carries a word each. */
function cjkLanguage(letters: string[]): string | null {
  const count = (pattern: RegExp) => letters.filter((c) => pattern.test(c)).length;
  if (count(/[\p{Script=Hiragana}\p{Script=Katakana}]/u) > letters.length * 0.05) return 'ja';
  if (count(/\p{Script=Hangul}/u) > letters.length * 0.1) return 'ko';
  if (count(/\p{Script=Han}/u) > letters.length * 0.1) return 'zh';
  return null;
}

/**
 * Words English writes in every few lines and other languages never (articles,
 * prepositions, auxiliaries): 'a', 'in', 'is', 'on', 'as' are left out, being words of
 * Spanish, German, Dutch, French or Portuguese too.
 */
const englishWords = new Set(
  'the and of to for with by from at our my this that have has was were are will into using across through including while which'.split(
    ' ',
  ),
);
/** The same kind of words of the other languages resumes here come in. */
const otherWords = new Set(
  'und der die das mit für von zu den dem des y el la los las del con para por em com os não uma et le les pour avec dans het een van il di che per nel della och att på som na się jest z w'.split(
    ' ',
  ),
);

/**
 * Text that is English beyond doubt: many English function words, hardly any of another
 * language's. Most resumes are, and need no n-gram model.
 */
function plainlyEnglish(words: string[]): boolean {
  let english = 0;
  let other = 0;
  for (const word of words) {
    const lower = word.toLowerCase();
    if (englishWords.has(lower)) english++;
    else if (otherWords.has(lower)) other++;
  }
  return english >= Math.max(8, words.length * 0.04) && other * 5 <= english;
}

/**
 * The language when the script or the function words tell it (no letters, CJK, too few
 * words to tell, plainly English); null when only eld's model can.
 */
function languageWithoutModel(text: string): LanguageInfo | null {
  const letters = [...text].filter((c) => /\p{L}/u.test(c));
  if (letters.length === 0) return info('unknown');
  const cjk = cjkLanguage(letters);
  if (cjk) return info(cjk);
  const words = text.match(/\p{L}+/gu) ?? [];
  return words.length < minWordsToTell || plainlyEnglish(words) ? info('en') : null;
}

/**
 * Loads eld's model if `text` needs it: the CLI grading an English resume never loads it.
 * The process's grammar thread loads it while warming up, for every grader thread
 * (grammar-worker.ts).
 */
export async function prepareLanguageModel(text: string): Promise<void> {
  if (!model && !languageWithoutModel(text)) await loadLanguageModel();
}

/** Loads eld's model whatever the text (the grammar thread's warm-up; tests of any language). */
export async function loadLanguageModel(): Promise<void> {
  model ??= (await import('eld/extrasmall')).eld;
}

function modelLanguage(text: string): LanguageInfo {
  if (!model) throw new Error('detectLanguage: call prepareLanguageModel(text) first');
  const result = model.detect(text);
  if (!result.language || !result.isReliable()) return info('en');
  return info(result.language);
}

/**
 * A resume's main language: CJK by script (a tenth of the letters is already a lot of
 * text), plainly English text by its function words, the rest by eld's n-gram model (60
 * languages), which beat our own stopword counting on the corpus and on short resume text
 * (docs/grading.md). Call prepareLanguageModel(text) first.
 */
export function detectLanguage(text: string): LanguageInfo {
  return languageWithoutModel(text) ?? modelLanguage(text);
}

/** Tells a text's language, where eld's model is (see detectLanguageVia). */
export type LanguageDetector = (text: string) => Promise<LanguageInfo>;

/** Tells it in this thread, loading eld's model first if the text needs it. */
export const detectLanguageHere: LanguageDetector = async (text) => {
  const told = languageWithoutModel(text);
  if (told) return told;
  await loadLanguageModel();
  return modelLanguage(text);
};

/**
 * Tells here what needs no model (CJK, plainly English: most resumes) and asks `holder`
 * for the rest: grader threads ask the process's grammar thread, so a second grader thread
 * does not hold a second copy of the model.
 */
export const detectLanguageVia =
  (holder: LanguageDetector): LanguageDetector =>
  (text) =>
    Promise.resolve(languageWithoutModel(text) ?? holder(text));

import { eld } from 'eld/extrasmall';

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

/** Writing systems decided by script alone: a CJK character carries a word each. */
function cjkLanguage(letters: string[]): string | null {
  const count = (pattern: RegExp) => letters.filter((c) => pattern.test(c)).length;
  if (count(/[\p{Script=Hiragana}\p{Script=Katakana}]/u) > letters.length * 0.05) return 'ja';
  if (count(/\p{Script=Hangul}/u) > letters.length * 0.1) return 'ko';
  if (count(/\p{Script=Han}/u) > letters.length * 0.1) return 'zh';
  return null;
}

/**
 * A resume's main language: CJK by script (a tenth of the letters is already a lot of
 * text), the rest by eld's n-gram model (60 languages), which beat our own stopword
 * counting on the corpus and on short resume text (docs/grading.md).
 */
export function detectLanguage(text: string): LanguageInfo {
  const letters = [...text].filter((c) => /\p{L}/u.test(c));
  if (letters.length === 0) return info('unknown');
  const cjk = cjkLanguage(letters);
  if (cjk) return info(cjk);
  const words = text.match(/\p{L}+/gu)?.length ?? 0;
  const result = eld.detect(text);
  if (words < minWordsToTell || !result.language || !result.isReliable()) return info('en');
  return info(result.language);
}

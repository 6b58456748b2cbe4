export type LanguageCode = 'en' | 'es' | 'pt' | 'de' | 'fr' | 'zh' | 'ja' | 'ko' | 'unknown';

export interface LanguageInfo {
  code: LanguageCode;
  name: string;
  /** English-only checks (grammar, overused words, action verbs, passive voice) apply. */
  english: boolean;
}

/** Frequent function words; resumes are terse, so the lists favour words that survive that. */
const stopwords: Record<'en' | 'es' | 'pt' | 'de' | 'fr', string[]> = {
  en: [
    'the',
    'and',
    'of',
    'to',
    'in',
    'for',
    'with',
    'on',
    'a',
    'an',
    'by',
    'at',
    'from',
    'as',
    'using',
    'developed',
    'led',
    'built',
    'managed',
    'team',
    'is',
    'was',
    'our',
    'experience',
    'university',
  ],
  es: [
    'el',
    'la',
    'los',
    'las',
    'de',
    'del',
    'y',
    'en',
    'con',
    'para',
    'por',
    'una',
    'un',
    'que',
    'desarrollo',
    'experiencia',
    'universidad',
    'como',
    'al',
  ],
  pt: [
    'o',
    'os',
    'as',
    'de',
    'do',
    'da',
    'dos',
    'das',
    'e',
    'em',
    'com',
    'para',
    'por',
    'uma',
    'um',
    'que',
    'não',
    'no',
    'na',
    'experiência',
    'universidade',
    'idade',
  ],
  de: [
    'der',
    'die',
    'das',
    'und',
    'in',
    'von',
    'mit',
    'für',
    'zu',
    'den',
    'im',
    'ein',
    'eine',
    'bei',
    'auf',
    'als',
    'erfahrung',
    'universität',
    'entwicklung',
  ],
  fr: [
    'le',
    'la',
    'les',
    'de',
    'des',
    'du',
    'et',
    'en',
    'avec',
    'pour',
    'par',
    'une',
    'un',
    'que',
    'dans',
    'expérience',
    'université',
    'au',
  ],
};

const names: Record<LanguageCode, string> = {
  en: 'English',
  es: 'Spanish',
  pt: 'Portuguese',
  de: 'German',
  fr: 'French',
  zh: 'Chinese',
  ja: 'Japanese',
  ko: 'Korean',
  unknown: 'an undetermined language',
};

const info = (code: LanguageCode): LanguageInfo => ({
  code,
  name: names[code],
  english: code === 'en',
});

/** Detects a resume's main language from its script and its function words. */
export function detectLanguage(text: string): LanguageInfo {
  const letters = [...text].filter((c) => /\p{L}/u.test(c));
  if (letters.length === 0) return info('unknown');
  const count = (pattern: RegExp) => letters.filter((c) => pattern.test(c)).length;
  const han = count(/\p{Script=Han}/u);
  const kana = count(/[\p{Script=Hiragana}\p{Script=Katakana}]/u);
  const hangul = count(/\p{Script=Hangul}/u);
  // CJK characters carry a word each; a tenth of the letters is already a lot of text.
  if (kana > letters.length * 0.05) return info('ja');
  if (hangul > letters.length * 0.1) return info('ko');
  if (han > letters.length * 0.1) return info('zh');

  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  let best: { code: LanguageCode; hits: number } = { code: 'unknown', hits: 0 };
  for (const [code, list] of Object.entries(stopwords) as [LanguageCode, string[]][]) {
    const set = new Set(list);
    const hits = words.filter((w) => set.has(w)).length;
    if (hits > best.hits) best = { code, hits };
  }
  // Too little running text to tell (a list of skills): English checks stay on.
  if (best.hits < 3) return info('en');
  return info(best.code);
}

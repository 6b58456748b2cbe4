import type { DegreeLevel } from '@resumegrader/contract/job-match';

/**
 * How each degree level is written, in descriptions and on resumes: in English, and in the
 * other languages postings and resumes are read in ('Doktorat', 'licence en', 'laurea
 * magistrale', 'hbo'). The others' words are read only where the text is not English:
 * 'HBO' and 'Diplom' are other things in an English posting.
 */
const levels: [DegreeLevel, string, string][] = [
  [
    'doctorate',
    'ph\\.?\\s?d|doctorate|doctoral|doctor of|d\\.?\\s?phil|ed\\.?\\s?d',
    'doktorat|doctorat|doctorado|doutorado|doutoramento|dottorato|doctoraat',
  ],
  [
    'master',
    "master['’]?s?|m\\.\\s?s\\.?|ms|m\\.?\\s?sc|m\\.\\s?a\\.?|mba|m\\.?\\s?eng|m\\.?\\s?tech|msn|ll\\.?m|m\\.?\\s?ed|mfa|mph|meng",
    'máster|mestrado|laurea (?:magistrale|specialistica)|diplom(?:-\\p{L}+)?|magister|bac ?\\+ ?5',
  ],
  [
    'bachelor',
    "bachelor['’]?s?|b\\.\\s?s\\.?|bs|b\\.?\\s?sc|b\\.\\s?a\\.?|ba|b\\.?\\s?eng|b\\.?\\s?tech|bsn|bba|b\\.?\\s?com|ll\\.?b|undergraduate degree|four-year degree|4-year degree",
    '(?:hochschul)?studium|licence (?:en|de|pro)|licenciatura|grado (?:en|universitario)|bacharelado|graduação|laurea(?: triennale)?|hbo|bac ?\\+ ?3',
  ],
  [
    'associate',
    "associate['’]?s? degree|associate of|a\\.\\s?a\\.?|a\\.\\s?s\\.?|aas|adn",
    'abgeschlossene (?:berufs)?ausbildung|(?:berufs)?ausbildung (?:als|zum|zur)|bts|dut|bac ?\\+ ?2|técnico superior|mbo',
  ],
  [
    'high school',
    'high school|secondary school|ged|a-levels',
    'abitur|baccalauréat|bachillerato|ensino médio|maturità|havo|vwo',
  ],
];
const word = (alternatives: string) =>
  new RegExp(`(?<![\\p{L}])(?:${alternatives})(?![\\p{L}])`, 'iu');
const english = levels.map(([level, own]) => [level, word(own)] as const);
const everyLanguage = levels.map(
  ([level, own, abroad]) => [level, word(`${own}|${abroad}`)] as const,
);

/** The degree levels a text names, highest first; with `abroad`, in every language read. */
export function degreeLevelsIn(text: string, abroad = true): DegreeLevel[] {
  return (abroad ? everyLanguage : english)
    .filter(([, pattern]) => pattern.test(text))
    .map(([level]) => level);
}

export const degreeRank = (level: DegreeLevel): number =>
  ['high school', 'associate', 'bachelor', 'master', 'doctorate'].indexOf(level);

/** Words of a field of study that tell fields apart ('Computer Science' → 'computer'). */
export function fieldWords(field: string): Set<string> {
  const generic = new Set([
    'science',
    'sciences',
    'studies',
    'arts',
    'of',
    'and',
    'or',
    'in',
    'a',
    'the',
    'related',
    'field',
    'fields',
    'degree',
    'similar',
    'equivalent',
    'relevant',
    'bachelor',
    'master',
    'der',
    'des',
    'van',
  ]);
  return new Set(
    (field.toLowerCase().match(/\p{L}+/gu) ?? []).filter((w) => w.length > 2 && !generic.has(w)),
  );
}

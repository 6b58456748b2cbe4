import type { DegreeLevel } from '@resumegrader/contract/job-match';

/**
 * How each degree level is written, in descriptions and on resumes, in the languages
 * postings and resumes are read in ('Doktorat', 'licence en', 'laurea magistrale', 'hbo').
 */
const levels: [DegreeLevel, RegExp][] = [
  [
    'doctorate',
    /(?<![\p{L}])(?:ph\.?\s?d|doctorate|doctoral|doctor of|d\.?\s?phil|ed\.?\s?d|doktorat|doctorat|doctorado|doutorado|doutoramento|dottorato|promotie)(?![\p{L}])/iu,
  ],
  [
    'master',
    /(?<![\p{L}])(?:master['’]?s?|m\.\s?s\.?|ms|m\.?\s?sc|m\.\s?a\.?|mba|m\.?\s?eng|m\.?\s?tech|msn|ll\.?m|m\.?\s?ed|mfa|mph|meng|máster|mestrado|laurea (?:magistrale|specialistica)|diplom(?:-\p{L}+)?|magister|bac ?\+ ?5)(?![\p{L}])/iu,
  ],
  [
    'bachelor',
    /(?<![\p{L}])(?:bachelor['’]?s?|b\.\s?s\.?|bs|b\.?\s?sc|b\.\s?a\.?|ba|b\.?\s?eng|b\.?\s?tech|bsn|bba|b\.?\s?com|ll\.?b|undergraduate degree|four-year degree|4-year degree|(?:hochschul)?studium|licence (?:en|de|pro)|licenciatura|grado (?:en|universitario)|bacharelado|graduação|laurea(?: triennale)?|hbo|bac ?\+ ?3)(?![\p{L}])/iu,
  ],
  [
    'associate',
    /(?<![\p{L}])(?:associate['’]?s? degree|associate of|a\.\s?a\.?|a\.\s?s\.?|aas|adn|(?:berufs)?ausbildung|bts|dut|bac ?\+ ?2|técnico superior|mbo)(?![\p{L}])/iu,
  ],
  [
    'high school',
    /(?<![\p{L}])(?:high school|secondary school|ged|a-levels|abitur|baccalauréat|bachillerato|ensino médio|maturità|havo|vwo)(?![\p{L}])/iu,
  ],
];

/** The degree levels a text names, highest first. */
export function degreeLevelsIn(text: string): DegreeLevel[] {
  return levels.filter(([, pattern]) => pattern.test(text)).map(([level]) => level);
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

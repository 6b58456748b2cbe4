import type { DegreeLevel } from '@resumegrader/contract/job-match';

/** How each degree level is written, in descriptions and on resumes. */
const levels: [DegreeLevel, RegExp][] = [
  ['doctorate', /\b(?:ph\.?\s?d|doctorate|doctoral|doctor of|d\.?\s?phil|ed\.?\s?d)\b/iu],
  [
    'master',
    /\b(?:master['’]?s?|m\.\s?s\.?|ms|m\.?\s?sc|m\.\s?a\.?|mba|m\.?\s?eng|m\.?\s?tech|msn|ll\.?m|m\.?\s?ed|mfa|mph|meng)\b/iu,
  ],
  [
    'bachelor',
    /\b(?:bachelor['’]?s?|b\.\s?s\.?|bs|b\.?\s?sc|b\.\s?a\.?|ba|b\.?\s?eng|b\.?\s?tech|bsn|bba|b\.?\s?com|ll\.?b|undergraduate degree|four-year degree|4-year degree)\b/iu,
  ],
  ['associate', /\b(?:associate['’]?s? degree|associate of|a\.\s?a\.?|a\.\s?s\.?|aas|adn)\b/iu],
  ['high school', /\b(?:high school|secondary school|ged|a-levels)\b/iu],
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
  ]);
  return new Set(
    (field.toLowerCase().match(/\p{L}+/gu) ?? []).filter((w) => w.length > 2 && !generic.has(w)),
  );
}

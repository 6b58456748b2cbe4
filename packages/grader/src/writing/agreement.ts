import type { GrammarLint } from './grammar-linter.ts';

/**
 * Subject–verb agreement harper lets through: a plural noun with a singular verb ('the
 * results was') and a singular noun with a plural one ('the team need'), also through a
 * relative 'who' ('a colleague who have'). Only a subject
 * opened by a determiner counts, so the noun is certainly the subject and not part of a
 * compound ('the team lead presented').
 */

const determiner = String.raw`(?:a|an|the|our|my|their|his|her|its|your|these|those|this|that|each|every|all|both|many|several|two|three|four|five|six|seven|eight|nine|ten)`;

/** Singular verbs a plural subject cannot take, and their plural forms. */
const pluralFix: Record<string, string> = { was: 'were', has: 'have', is: 'are', does: 'do' };
/** Plural verbs a singular subject cannot take (none of them also a common noun). */
const singularFix: Record<string, string> = {
  need: 'needs',
  have: 'has',
  want: 'wants',
  require: 'requires',
  seem: 'seems',
  know: 'knows',
  agree: 'agrees',
  prefer: 'prefers',
  depend: 'depends',
  expect: 'expects',
  believe: 'believes',
  remain: 'remains',
  were: 'was',
  are: 'is',
  do: 'does',
};

/** Nouns ending in s that are singular or uncountable ('analytics was', 'the process is'). */
const notPlural = /(?:ss|us|is|ics|ous|news|series|species|sales|means|data)$/iu;
/** Nouns that are plural, collective or uncountable without an s ('the data show'). */
const notSingular = new Set([
  'data',
  'media',
  'criteria',
  'people',
  'police',
  'staff',
  'children',
  'men',
  'women',
  'feet',
  'teeth',
  'mice',
  'alumni',
  'personnel',
  'equipment',
]);
const counts = new Set(['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten']);
const singularOnly = new Set(['a', 'an', 'this', 'that', 'each', 'every', 'his', 'her', 'its']);
const pluralOnly = new Set(['these', 'those', 'all', 'both', 'many', 'several', ...counts]);

/**
 * After a preposition the noun is its object, not the subject ('elements from the book
 * were'). The look back is bounded: words are one separator apart, and an unbounded one
 * would rescan a long run of spaces at every position.
 */
const afterPreposition = String.raw`(?<!\b(?:from|of|in|on|at|with|by|for|to|about|into|than|over|under|after|before|like|between|among|through|across|per|within|without)\s{1,3})`;
const pronouns = new Set(['i', 'you', 'we', 'they', 'he', 'she', 'it', 'who', 'which', 'what']);

const verbs = [...new Set([...Object.keys(pluralFix), ...Object.keys(singularFix)])].join('|');
/** A subject and its verb; through 'who' the noun is the clause's subject after any word. */
const phrases = [
  new RegExp(String.raw`${afterPreposition}\b(${determiner})\s+(\p{L}+)\s+(${verbs})\b`, 'giu'),
  new RegExp(String.raw`\b(${determiner})\s+(\p{L}+)\s+who\s+(${verbs})\b`, 'giu'),
];

/** Agreement lints over a text, in harper's shape so the review shows them alike. */
export function agreementLints(text: string): GrammarLint[] {
  const lints: GrammarLint[] = [];
  for (const match of phrases.flatMap((phrase) => [...text.matchAll(phrase)])) {
    const [, det = '', noun = '', verb = ''] = match;
    const d = det.toLowerCase();
    const n = noun.toLowerCase();
    const v = verb.toLowerCase();
    const plural = n.endsWith('s') && !notPlural.test(n) && !singularOnly.has(d);
    const singular =
      !n.endsWith('s') && !notSingular.has(n) && !pluralOnly.has(d) && !counts.has(d);
    const fix = plural ? pluralFix[v] : singular ? singularFix[v] : undefined;
    if (!fix || pronouns.has(n)) continue;
    const start = match.index + match[0].length - verb.length;
    lints.push({
      start,
      end: start + verb.length,
      kind: 'Agreement',
      problem: verb,
      message: plural
        ? `'${det} ${noun}' is plural, so the verb is too.`
        : `'${det} ${noun}' is singular, so the verb is too.`,
      suggestions: [fix],
    });
  }
  return lints.sort((a, b) => a.start - b.start);
}

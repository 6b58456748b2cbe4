import type { GrammarLint } from './grammar-linter.ts';

/**
 * Subject–verb agreement harper lets through: a plural noun with a singular verb ('the
 * results was') and a singular noun with a plural one ('the team need'), also after a
 * modifier ('the unit manager approve'), through a relative 'who' ('a colleague who have')
 * and across a prepositional phrase ('the list of open invoices were'). Only a subject
 * opened by a determiner counts, so the noun is certainly the subject and not part of a
 * compound ('the team lead presented').
 */

const determiner = String.raw`(?:a|an|the|our|my|their|his|her|its|your|these|those|this|that|each|every|all|both|many|several|two|three|four|five|six|seven|eight|nine|ten)`;

/**
 * Verbs in their plain form that are never nouns, so a noun before one is its subject
 * ('the manager approve'), with their third-person forms ('the dashboards shows').
 */
const plainVerbs = [
  'approve',
  'ensure',
  'provide',
  'receive',
  'perform',
  'maintain',
  'coordinate',
  'prepare',
  'deliver',
  'develop',
  'reduce',
  'improve',
  'oversee',
  'assist',
  'attend',
  'earn',
  'teach',
  'serve',
  'consider',
  'include',
  'involve',
  'describe',
  'enable',
  'allow',
  'show',
  'become',
  'contain',
  'generate',
  'occur',
  'belong',
  'exist',
  'appear',
];
const thirdPerson = (verb: string) =>
  /(?:s|sh|ch|x|z)$/u.test(verb)
    ? `${verb}es`
    : /[^aeiou]y$/u.test(verb)
      ? `${verb.slice(0, -1)}ies`
      : `${verb}s`;

/** Singular verbs a plural subject cannot take, and their plural forms. */
const pluralFix: Record<string, string> = {
  was: 'were',
  has: 'have',
  is: 'are',
  does: 'do',
  ...Object.fromEntries(plainVerbs.map((v) => [thirdPerson(v), v])),
};
/** Plural verbs a singular subject cannot take (none of them also a common noun). */
const singularFix: Record<string, string> = {
  ...Object.fromEntries(plainVerbs.map((v) => [v, thirdPerson(v)])),
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
 * were'); 'after' and 'before' mostly open a clause in a resume ('after the team need …'),
 * so they do not count. The look back is bounded: words are one separator apart, and an unbounded one
 * would rescan a long run of spaces at every position.
 */
const afterPreposition = String.raw`(?<!\b(?:from|of|in|on|at|with|by|for|to|about|into|than|over|under|like|between|among|through|across|per|within|without)\s{1,3})`;
const pronouns = new Set(['i', 'you', 'we', 'they', 'he', 'she', 'it', 'who', 'which', 'what']);
/**
 * Words before a verb that are no subject: 'to' and auxiliaries ('an offer to provide') and
 * adverbs ('that otherwise have'; any word in -ly too).
 */
const notSubjects = new Set(
  'to not and or but also then will would can could may might must should shall did cannot help otherwise still often always never now already usually sometimes together'.split(
    ' ',
  ),
);

/**
 * Nouns that take the number of what follows 'of': after any determiner ('the rest of the
 * team is', 'the majority of nurses are'), or after 'a' ('a number of patients are', where
 * 'the number of patients is').
 */
const partitives = new Set([
  'rest',
  'majority',
  'minority',
  'half',
  'bulk',
  'remainder',
  'percentage',
  'portion',
  'share',
  'part',
  'none',
  'lots',
  'plenty',
]);
const quantities = new Set([
  'number',
  'lot',
  'couple',
  'group',
  'set',
  'variety',
  'range',
  'series',
  'pair',
  'handful',
  'kind',
  'type',
  'total',
]);

/** A relative pronoun opens a clause with a subject of its own ('a guide for all who need it'). */
const notClause = String.raw`(?!(?:who|which|that)\b)`;

const isVerb = (word: string) => word in pluralFix || word in singularFix;
const prepositions = String.raw`(?:of|for|in|on|at|with|from)`;
/**
 * A subject and the word after it: the head noun right after the determiner, or after one
 * modifier ('the billing department want'); through 'who' the noun is the clause's
 * subject; across a prepositional phrase it is the noun before it ('the list of pending
 * discharges were'), and the verb one of the next words. Verbs are told apart in code, not
 * in the patterns, which keeps them small and linear.
 */
const phrases = [
  new RegExp(String.raw`${afterPreposition}\b(${determiner})\s+(\p{L}+)\s+(\p{L}+)\b`, 'giu'),
  new RegExp(
    String.raw`${afterPreposition}\b(${determiner})\s+${notClause}\p{L}+\s+${notClause}(\p{L}+)\s+(\p{L}+)\b`,
    'giu',
  ),
  new RegExp(String.raw`\b(${determiner})\s+(\p{L}+)\s+who\s+(\p{L}+)\b`, 'giu'),
  new RegExp(
    String.raw`${afterPreposition}\b(${determiner})\s+(\p{L}+)\s+${prepositions}\s+((?:[\p{L}'-]+\s+){1,3}[\p{L}'-]+)`,
    'giu',
  ),
];

/** Every match of a global pattern, overlapping ones too: one may start inside another. */
function* everyMatch(pattern: RegExp, text: string): Generator<RegExpExecArray> {
  const search = new RegExp(pattern.source, pattern.flags);
  for (let match = search.exec(text); match; match = search.exec(text)) {
    yield match;
    search.lastIndex = match.index + 1;
  }
}

/**
 * The verb of a match and where it starts: the last group, or, across a prepositional
 * phrase, its first word that is a verb, before any relative pronoun.
 */
function verbOf(match: RegExpExecArray): { verb: string; start: number } | null {
  const last = match.at(-1) ?? '';
  const lastStart = match.index + match[0].length - last.length;
  const words = [...last.matchAll(/[\p{L}'-]+/gu)];
  if (words.length === 1) return { verb: last, start: lastStart };
  for (const word of words.slice(1)) {
    const before = last.slice(0, word.index).toLowerCase();
    if (/\b(?:who|which|that)\b/u.test(before)) return null;
    if (isVerb(word[0].toLowerCase())) return { verb: word[0], start: lastStart + word.index };
  }
  return null;
}

/** Agreement lints over a text, in harper's shape so the review shows them alike. */
export function agreementLints(text: string): GrammarLint[] {
  const lints: GrammarLint[] = [];
  const seen = new Set<number>();
  for (const match of phrases.flatMap((phrase) => [...everyMatch(phrase, text)])) {
    const [, det = '', noun = ''] = match;
    const found = verbOf(match);
    if (!found) continue;
    const { verb, start } = found;
    const d = det.toLowerCase();
    const n = noun.toLowerCase();
    const v = verb.toLowerCase();
    const plural = n.endsWith('s') && !notPlural.test(n) && !singularOnly.has(d);
    const singular =
      !n.endsWith('s') && !notSingular.has(n) && !pluralOnly.has(d) && !counts.has(d);
    const fix = plural ? pluralFix[v] : singular ? singularFix[v] : undefined;
    const ofWhat = partitives.has(n) || (quantities.has(n) && (d === 'a' || d === 'an'));
    const adverb = notSubjects.has(n) || n.endsWith('ly');
    if (!fix || pronouns.has(n) || adverb || ofWhat) continue;
    if (seen.has(start)) continue;
    seen.add(start);
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

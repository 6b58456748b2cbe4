/**
 * Words a resume tends to repeat, in families of words that can stand in for one another
 * in a bullet. Verbs are past tense (a resume's bullets are); an alternative is offered
 * only for the same form, so a suggestion never changes a sentence's tense.
 */
const families = [
  'built developed created designed engineered implemented produced',
  'led directed headed spearheaded oversaw guided steered',
  'managed supervised oversaw coordinated ran administered',
  'improved enhanced strengthened refined upgraded modernized',
  'increased grew expanded raised boosted lifted',
  'reduced cut lowered decreased trimmed minimized',
  'analyzed assessed evaluated examined investigated reviewed',
  'worked collaborated partnered teamed cooperated',
  'helped supported assisted enabled aided',
  'used applied employed leveraged adopted',
  'utilized applied employed leveraged adopted',
  'established founded launched initiated introduced instituted',
  'organized coordinated arranged planned scheduled',
  'presented communicated conveyed explained reported',
  'maintained sustained preserved upheld kept',
  'achieved attained accomplished reached delivered',
  'handled processed resolved addressed tackled',
  'ensured guaranteed secured confirmed verified',
  'provided supplied delivered offered furnished',
  'performed executed conducted completed',
  'taught trained coached mentored instructed',
  'wrote authored drafted composed documented',
  'successful effective productive fruitful',
  'efficient streamlined lean economical',
  'strong robust solid sturdy',
  'new novel fresh original',
  'various diverse several multiple assorted',
  'key central core principal critical',
  'large major substantial extensive sizeable',
  'complex intricate sophisticated involved',
  'innovative inventive creative original',
].map((family) => family.split(' '));

/** Adverbs that add nothing a result does not show better. */
const emptyAdverbs = new Set([
  'successfully',
  'effectively',
  'efficiently',
  'actively',
  'significantly',
  'greatly',
  'highly',
  'very',
  'really',
]);

const maxAlternatives = 4;

/** Words that can replace `word` (its own form), best first; none when we know none. */
export function alternativesFor(word: string): string[] {
  const lower = word.toLowerCase();
  const found = new Set<string>();
  for (const family of families) {
    if (!family.includes(lower)) continue;
    for (const other of family) if (other !== lower) found.add(other);
  }
  return [...found].slice(0, maxAlternatives);
}

/** What the review says about a repeated word: how often, and what to do instead. */
export function repetitionAdvice(word: string, count: number): string {
  const used = `'${word}' is used ${count} times.`;
  if (emptyAdverbs.has(word.toLowerCase())) {
    return `${used} Cut it from most lines: a number or a concrete result says more.`;
  }
  const alternatives = alternativesFor(word);
  if (alternatives.length > 0) {
    return `${used} Keep it where it fits best and vary the rest, for example: ${alternatives.join(', ')}.`;
  }
  return `${used} Keep it where it says the most and rephrase the others, so each line reads fresh.`;
}

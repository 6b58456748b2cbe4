/**
 * Vague or filler wording and what to write instead. Disjoint from the writing check's
 * overused words and clichés (src/writing/overused-words.ts: responsible for, team player,
 * go-getter, think outside the box, passionate, dynamic, results-oriented, ...), so no
 * phrase is marked twice: these are about saying nothing precise. `pattern` is a regex
 * source matched case-blind on word boundaries.
 */
export const fillerPhrases: { pattern: string; advice: string }[] = [
  { pattern: 'various', advice: 'name them or give the number' },
  { pattern: 'several', advice: 'give the number' },
  { pattern: 'numerous', advice: 'give the number' },
  { pattern: 'a number of', advice: 'give the number' },
  { pattern: 'a lot of|lots of', advice: 'give the number or the scale' },
  { pattern: 'etc\\.?', advice: "list the items that matter and drop 'etc.'" },
  { pattern: 'and so on', advice: 'list the items that matter' },
  { pattern: 'in order to', advice: "write 'to'" },
  { pattern: 'successfully', advice: 'drop it: the result you state shows the success' },
  { pattern: 'very|really|extremely', advice: 'drop it or use a precise word or number' },
  { pattern: 'basically|actually|literally', advice: 'drop it' },
  { pattern: 'results[- ]driven', advice: 'state the results themselves' },
];

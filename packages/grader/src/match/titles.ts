/** Words of rank, not of trade: a Senior Engineer and an Engineer do the same job. */
const rankWords = new Set([
  'senior',
  'sr',
  'junior',
  'jr',
  'lead',
  'principal',
  'staff',
  'head',
  'chief',
  'associate',
  'assistant',
  'intern',
  'entry',
  'level',
  'mid',
  'i',
  'ii',
  'iii',
  'iv',
  'v',
  '1',
  '2',
  '3',
  'of',
  'and',
  'the',
  'a',
  'an',
  'for',
  'to',
  'in',
  'at',
  'with',
  '&',
]);

/** Words that name one trade: a developer is an engineer, a programmer too. */
const sameTrade: Record<string, string> = {
  developer: 'engineer',
  programmer: 'engineer',
  dev: 'engineer',
  swe: 'software engineer',
  sde: 'software engineer',
  sre: 'reliability engineer',
  frontend: 'front-end',
  backend: 'back-end',
  fullstack: 'full-stack',
  rn: 'registered nurse',
  mgr: 'manager',
  pm: 'manager',
  teacher: 'educator',
  instructor: 'educator',
  tutor: 'educator',
  representative: 'rep',
  analytics: 'analyst',
  analysis: 'analyst',
};

function tradeWords(title: string): Set<string> {
  const words = title
    .toLowerCase()
    .replace(/[(),/|]/gu, ' ')
    .split(/\s+/u)
    .filter(Boolean)
    .flatMap((w) => (sameTrade[w] ?? w).split(' '))
    .filter((w) => !rankWords.has(w));
  return new Set(words);
}

/**
 * How close two job titles are, 0 to 1: the words of trade they share (Dice coefficient),
 * rank words left out. 'Senior Software Developer' and 'Software Engineer' score 1;
 * 'Product Manager' and 'Software Engineer' score 0.
 */
export function titleSimilarity(a: string, b: string): number {
  const x = tradeWords(a);
  const y = tradeWords(b);
  if (x.size === 0 || y.size === 0) return 0;
  const shared = [...x].filter((w) => y.has(w)).length;
  return Math.round(((2 * shared) / (x.size + y.size)) * 1000) / 1000;
}

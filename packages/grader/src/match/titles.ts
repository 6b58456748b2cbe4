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
  // Kinds of software engineer: a Backend Engineer is a Software Engineer too.
  frontend: 'front-end software',
  'front-end': 'front-end software',
  backend: 'back-end software',
  'back-end': 'back-end software',
  fullstack: 'full-stack software',
  'full-stack': 'full-stack software',
  rn: 'registered nurse',
  mgr: 'manager',
  pm: 'manager',
  teacher: 'educator',
  instructor: 'educator',
  instr: 'educator',
  tutor: 'educator',
  representative: 'rep',
  analytics: 'analyst',
  analysis: 'analyst',
  math: 'mathematics',
  maths: 'mathematics',
};

const words = (title: string) =>
  title
    .toLowerCase()
    // 'Full Stack Developer' is a 'Full-Stack Developer'.
    .replace(/\b(front|back)\s+end\b/gu, '$1-end')
    .replace(/\bfull\s+stack\b/gu, 'full-stack')
    .replace(/[(),/|]/gu, ' ')
    .split(/\s+/u)
    // 'Sr.', 'Instr.': abbreviations lose their full stop.
    .map((w) => w.replace(/\.$/u, ''))
    .filter(Boolean)
    .flatMap((w) => (sameTrade[w] ?? w).split(' '));

const tradeWords = (title: string) => new Set(words(title).filter((w) => !rankWords.has(w)));

/** Words that head a title as its trade does: a Director manages as a Manager does. */
const managing = new Set(['manager', 'director', 'head', 'lead', 'leader', 'supervisor', 'chief']);

/**
 * The word that names what the job is, the last of its main part: 'designer' in 'Senior
 * Product Designer', 'engineer' in 'Software Engineer (Front-End)', 'manager' in 'Director
 * of Operations'.
 */
function headWord(title: string): string | null {
  const main = title.split(/(?<!\s)(?:\s*[(,|]|\s+[-–—]\s+|\s+(?:of|for|to|at)\s+)/iu)[0] ?? '';
  for (const w of words(main).reverse()) {
    if (managing.has(w)) return 'manager';
    if (!rankWords.has(w)) return w;
  }
  return null;
}

/**
 * How close two job titles are, 0 to 1: the words of trade they share (Dice coefficient),
 * rank words left out, halved when the titles head on different trades. 'Senior Software
 * Developer' and 'Software Engineer' score 1; 'Product Designer' and 'Product Manager'
 * share a word but not the job, 0.25; 'Product Manager' and 'Software Engineer' score 0.
 */
export function titleSimilarity(a: string, b: string): number {
  const x = tradeWords(a);
  const y = tradeWords(b);
  if (x.size === 0 || y.size === 0) return 0;
  const shared = [...x].filter((w) => y.has(w)).length;
  const headA = headWord(a);
  const headB = headWord(b);
  const sameJob = !headA || !headB || headA === headB ? 1 : 0.5;
  return Math.round(((2 * shared) / (x.size + y.size)) * sameJob * 1000) / 1000;
}

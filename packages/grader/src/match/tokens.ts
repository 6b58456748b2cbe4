import nlp from 'compromise';

/** A word of a text as the matcher compares it. */
export interface Token {
  /** As printed: 'Node.js', 'k8s', 'C++'. */
  text: string;
  /** Lower case, possessive and plural or tense stripped: 'databases' → 'database'. */
  lemma: string;
  start: number;
  end: number;
  /** First word of a sentence, line or list item: its capital says nothing. */
  opens: boolean;
  /** Followed by a list separator or the end of its line: 'Go,' in 'Go, Python'. */
  listed: boolean;
}

/**
 * Words, with the joiners of technical names kept inside them: 'C++', 'C#', 'Node.js',
 * 'CI/CD', 'R&D', 'front-end', '.NET'. A trailing full stop is never part of a word.
 */
const word = /\.net\b|[\p{L}\p{N}][\p{L}\p{N}+#]*(?:[.\-/&'’][\p{L}\p{N}][\p{L}\p{N}+#]*)*[+#]*/giu;

/** The parts of compromise's model used here; its typings leave `world()` as `object`. */
interface InflectionWorld {
  methods: {
    two: {
      transform: {
        verb: { toInfinitive(word: string, model: unknown, tense: string): string };
        noun: { toSingular(word: string, model: unknown): string };
      };
    };
  };
  model: unknown;
}
const world = nlp.world() as InflectionWorld;
const transform = world.methods.two.transform;
const lemmas = new Map<string, string>();
/**
 * Words whose lemma is kept. A thread reads resumes and job descriptions for days, with
 * names and made-up words without end: past this the cache starts afresh, not grows.
 */
const maxLemmas = 50_000;

/**
 * The dictionary form of a word, through compromise's inflection rules. Short words and
 * words with digits or symbols stay as they are ('aws', 'k8s', 'data'): the rules would
 * turn them into other words ('red' → 'r'). The same function reads the vocabulary and
 * the texts, so a form it gets wrong still matches itself.
 */
export function lemmaOf(text: string): string {
  // The plural of an abbreviation: 'APIs', 'KPIs', 'IEPs' → 'api', 'kpi', 'iep'.
  const abbreviation = /^(\p{Lu}{2,})s$/u.exec(text)?.[1];
  const lower = (abbreviation ?? text).toLowerCase().replace(/['’]s$/u, '');
  const known = lemmas.get(lower);
  if (known !== undefined) return known;
  let lemma = lower;
  if (lower.length >= 5 && /^\p{L}+$/u.test(lower)) {
    if (lower.endsWith('ing')) lemma = transform.verb.toInfinitive(lower, world.model, 'Gerund');
    else if (lower.endsWith('ed'))
      lemma = transform.verb.toInfinitive(lower, world.model, 'PastTense');
    else if (lower.endsWith('s') && !/(?:ss|us|is)$/u.test(lower))
      lemma = transform.noun.toSingular(lower, world.model);
    if (lemma.length < 3) lemma = lower;
  }
  if (lemmas.size >= maxLemmas) lemmas.clear();
  lemmas.set(lower, lemma);
  return lemma;
}

/**
 * Whether the text before a word opens a phrase: it ends in punctuation that opens one
 * ('. ', '• ', '('), in a line break, or in a line break and a list mark ('\n- ').
 */
function opensPhrase(before: string): boolean {
  const body = before.trimEnd();
  if (before.slice(body.length).includes('\n') || /[.!?:;•▪◦·|(]$/u.test(body)) return true;
  if (!/[-–*]$/u.test(body)) return false;
  const head = body.slice(0, -1);
  return head.slice(head.trimEnd().length).includes('\n');
}
/** What may stand before the first word of a text: spaces and a list item's mark. */
const textStart = /^\s*(?:[-–*•▪◦·]\s*)?$/u;
const listEnd = /^\s*(?:[,;|/)]|\n|$)/u;

export function tokenize(text: string): Token[] {
  return [...text.matchAll(word)].map((m) => {
    const start = m.index;
    const end = start + m[0].length;
    // A text may be one line of a list ('- Go to …' when a description is read line by line):
    // its first word opens it like the first word after a line break.
    const before = text.slice(Math.max(0, start - 4), start);
    return {
      text: m[0],
      lemma: lemmaOf(m[0]),
      start,
      end,
      opens: opensPhrase(before) || (start === before.length && textStart.test(before)),
      listed: listEnd.test(text.slice(end, end + 2)),
    };
  });
}

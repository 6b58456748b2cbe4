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
 * The dictionary form of a word, through compromise's inflection rules. Short words and
 * words with digits or symbols stay as they are ('aws', 'k8s', 'data'): the rules would
 * turn them into other words ('red' → 'r'). The same function reads the vocabulary and
 * the texts, so a form it gets wrong still matches itself.
 */
export function lemmaOf(text: string): string {
  const lower = text.toLowerCase().replace(/['’]s$/u, '');
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
  lemmas.set(lower, lemma);
  return lemma;
}

const opener = /(?:^|[.!?:;•▪◦·|\n(]\s*|\n\s*[-–*]\s*)$/u;
const listEnd = /^\s*(?:[,;|/)]|\n|$)/u;

export function tokenize(text: string): Token[] {
  return [...text.matchAll(word)].map((m) => {
    const start = m.index;
    const end = start + m[0].length;
    return {
      text: m[0],
      lemma: lemmaOf(m[0]),
      start,
      end,
      opens: opener.test(text.slice(Math.max(0, start - 4), start)),
      listed: listEnd.test(text.slice(end, end + 2)),
    };
  });
}

import { Dialect, type Lint, LocalLinter } from 'harper.js';
// The file-backed slim binary: the inlined ones keep a base64 copy of the WASM alive (~190 MB
// RSS), and the slim build lints the same with 25-75 MB less.
import { slimBinary as binary } from 'harper.js/slimBinary';
import { type EnglishWords, englishWords } from './english-words.ts';
import { techTerms } from './tech-terms.ts';

/** One harper lint as plain data; offsets are UTF-16 code units, like JavaScript strings. */
export interface GrammarLint {
  start: number;
  end: number;
  /** Harper's lint kind: 'Spelling', 'Typo', 'Agreement', 'Repetition', ... */
  kind: string;
  problem: string;
  message: string;
  suggestions: string[];
  /**
   * On a spelling lint of harper's: how common the word and each suggestion are in a large
   * English word list (SCOWL bands, english-words.ts; null where unlisted). Harper's own
   * dictionary is small: a word it lacks may be valid ('reportable'), and its suggestion
   * may be a rarer word than the one written. `begins`: a common word starts with it
   * (EnglishWords.begins).
   */
  bands?: { problem: number | null; suggestions: (number | null)[]; begins: boolean };
}

/** The spelling conventions harper checks against. */
export type EnglishDialect = 'American' | 'British';

export interface GrammarLinter {
  /**
   * Lints plain text. `ignore` lists whole words harper must not read (names, handles,
   * URLs): it neither flags them nor spends time on them, and each one ends the stretch
   * of text harper parses as a unit. `dialect` defaults to American.
   */
  lint(text: string, ignore?: readonly string[], dialect?: EnglishDialect): Promise<GrammarLint[]>;
  dispose(): Promise<void>;
}

/**
 * Harper rules that misfire on resume text: bullets are fragments, so sentence length is
 * meaningless and a lower-case start is often a line continued from the one before
 * (SentenceCapitalization); the Oxford comma is a house-style choice; the orthographic-
 * consistency rule wants month abbreviations, names and acronyms in its own casing ('Dec'
 * → 'DEC', 'Sam' → 'SAM', 'RESTful' → 'restful'); and split-words cuts any unknown word
 * into two known ones ('existant' → 'exist ant', 'johndoe' → 'john doe'), hiding the
 * spelling lint's real fix. Merge-words reads a gap the PDF's text layer put inside a word
 * ('developmen t'), which the page does not show. Open or closed compounds are house style
 * too: 'hot spots' and 'hotspots', 'roadmap' and 'road map', 'a layout' and 'lay out' are
 * all correct. 'Everyday' wants the adverb in 'everyday math', where the adjective is
 * right, and missing-to reads 'Prepared estimates worth £2M to £12M' as a broken
 * infinitive. Mass-nouns takes count uses for mass ones ('a passion for'), 'hop' is a
 * network term, three hyphens are a soft hyphen or a rule drawn in text far more often than
 * a typed dash, wrong-negative reads French and Spanish articles as English, and
 * 'copywriting' is a marketer's trade, not 'copyright' misspelt. 'All of the' is correct
 * English, and a quotation is often set over lines the layout reads as separate blocks, so
 * its closing mark is not in the text harper sees. Each was wrong far more often than right
 * on the development sets' resumes.
 */
const disabledRules = [
  'LongSentences',
  'OxfordComma',
  'OrthographicConsistency',
  'SplitWords',
  'MergeWords',
  'CompoundNouns',
  'PhrasalVerbAsCompoundNoun',
  'RoadMap',
  'Everyday',
  'MissingTo',
  'SentenceCapitalization',
  'MassNouns',
  'HopHope',
  'Dashes',
  'WrongNegative',
  'Copyright',
  'CondenseAllThe',
  'UnclosedQuotes',
];

/**
 * Linted once at set-up. Harper builds some tables on first use: the first unknown word
 * far from any dictionary word ('Kakaotalk', 'afantino951') costs it 2–4 s, which must not
 * land on the first resume a thread grades. The rest exercises the common paths.
 */
const warmUp =
  'Built microservices for email, SMS, Zorblaxian and more. Led a teem of 5 engeneers at ' +
  'Qualcomm Inc. in San Diego, CA, and shiped a new billing service in Dec 2021.';

/** The characters the regex crate treats as syntax; everything else matches itself. */
const escape = (word: string) => word.replace(/[\\.+*?()|[\]{}^$#&\-~]/gu, '\\$&');

/**
 * Harper's mask: text matching it is not linted. Words are matched whole; harper returns
 * no lints at all for a mask it cannot parse, so only escaped literals go in.
 */
function maskFor(words: readonly string[]): string | undefined {
  const unique = [...new Set(words)].filter((w) => w.length > 0).sort();
  return unique.length > 0 ? unique.map((w) => `\\b${escape(w)}\\b`).join('|') : undefined;
}

const bandOf = (words: EnglishWords, word: string) => words.band(word) ?? null;

function toPlain(lint: Lint, words: EnglishWords): GrammarLint {
  const span = lint.span();
  const suggestions = lint.suggestions();
  const plain: GrammarLint = {
    start: span.start,
    end: span.end,
    kind: lint.lint_kind(),
    problem: lint.get_problem_text(),
    message: lint.message(),
    suggestions: suggestions.map((s) => s.get_replacement_text()),
  };
  if (plain.kind === 'Spelling') {
    plain.bands = {
      problem: bandOf(words, plain.problem),
      suggestions: plain.suggestions.map((s) => bandOf(words, s)),
      begins: words.begins(plain.problem),
    };
  }
  // WASM memory: free now rather than when the garbage collector gets round to it, since
  // a worker thread lints resumes for hours.
  for (const s of suggestions) s.free();
  span.free();
  lint.free();
  return plain;
}

export interface GrammarLinterOptions {
  /**
   * Build harper's tables now, with a warm-up lint of each dialect (default): for a thread
   * that lints for hours. Off for one file (the CLI): its own first lint builds what it
   * needs, and the British linter is set up only if that file is British.
   */
  warmUp?: boolean;
}

/** A harper linter for one dialect, with our rules off, our words in and its tables built. */
async function configured(dialect: EnglishDialect, warm: boolean): Promise<LocalLinter> {
  const harper = new LocalLinter({ binary, dialect: Dialect[dialect] });
  await harper.setup();
  const config = await harper.getLintConfig();
  for (const rule of disabledRules) {
    // A renamed rule after a harper upgrade would silently come back on.
    if (!(rule in config)) throw new Error(`harper has no lint rule named ${rule}`);
    config[rule] = false;
  }
  await harper.setLintConfig(config);
  await harper.importWords([...techTerms]);
  if (warm) (await harper.lint(warmUp, { language: 'plaintext' })).forEach((l) => l.free());
  return harper;
}

async function create({ warmUp: warm = true }: GrammarLinterOptions): Promise<GrammarLinter> {
  // Two linters, not setDialect: that discards the rules and words set up above. Both live
  // in the one WASM module, so the second costs about 70 ms and no memory to speak of.
  const linters: Partial<Record<EnglishDialect, Promise<LocalLinter>>> = {};
  const linterFor = (dialect: EnglishDialect) => (linters[dialect] ??= configured(dialect, warm));
  const [words] = await Promise.all([englishWords(), linterFor('American')]);
  if (warm) await linterFor('British');
  return {
    async lint(text, ignore = [], dialect = 'American') {
      // Plain text: the default, markdown, would read '*' bullets and '#' as markup. Not
      // isolateEnglish: it drops tech-dense bullets with their typos ('calcuation') and
      // makes sentence starts of what follows a dropped stretch.
      const regex_mask = maskFor(ignore);
      const lints = await (
        await linterFor(dialect)
      ).lint(text, {
        language: 'plaintext',
        ...(regex_mask ? { regex_mask } : {}),
      });
      return lints.map((lint) => toPlain(lint, words));
    },
    async dispose() {
      shared = null;
      await Promise.all(Object.values(linters).map(async (harper) => (await harper).dispose()));
    },
  };
}

let shared: Promise<GrammarLinter> | null = null;

/**
 * The thread's harper linter, set up on first use (about two seconds: the dictionary is
 * built in WASM) and shared by every later call, so grading a resume never pays it again.
 * The options of the first call hold.
 * A failed set-up is forgotten so the next call can try again.
 */
export function createGrammarLinter(options: GrammarLinterOptions = {}): Promise<GrammarLinter> {
  shared ??= create(options).catch((error: unknown) => {
    shared = null;
    throw error;
  });
  return shared;
}

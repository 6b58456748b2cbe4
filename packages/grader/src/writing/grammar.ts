import type { Severity } from '@resumegrader/contract/grading';
import type { CheckContext, WritingFinding } from '../checks/findings.ts';
import { spanRects } from '../layout/text-spans.ts';
import { type BlockText, joinBlocks, type TextBlock, textBlocks } from './blocks.ts';
import { agreementLints } from './agreement.ts';
import type { GrammarLint, GrammarLinter } from './grammar-linter.ts';
import {
  againstWordList,
  isBritishForm,
  isMisspelling,
  isSlip,
  nearestSuggestion,
  sentenceInitial,
} from './spelling.ts';
import {
  bare,
  candidateNameParts,
  capitalise,
  isProtectedToken,
  protectedWords,
} from './tokens.ts';

/** More than this buries the useful ones; the first in reading order are kept. */
export const maxGrammarFindings = 40;

const spellingKinds = new Set(['Spelling', 'Typo']);

/** Harper's lint kinds as the review names them; errors red, matters of style yellow. */
const kinds: Record<string, { title: string; severity: Severity }> = {
  Spelling: { title: 'Spelling', severity: 'red' },
  Typo: { title: 'Spelling', severity: 'red' },
  Agreement: { title: 'Grammar', severity: 'red' },
  Grammar: { title: 'Grammar', severity: 'red' },
  Miscellaneous: { title: 'Grammar', severity: 'red' },
  BoundaryError: { title: 'Grammar', severity: 'red' },
  WordOrder: { title: 'Word order', severity: 'red' },
  Malapropism: { title: 'Wrong word', severity: 'red' },
  Eggcorn: { title: 'Wrong word', severity: 'red' },
  Repetition: { title: 'Repeated word', severity: 'red' },
  Capitalization: { title: 'Capitalization', severity: 'yellow' },
  Punctuation: { title: 'Punctuation', severity: 'yellow' },
  Formatting: { title: 'Punctuation', severity: 'yellow' },
  WordChoice: { title: 'Word choice', severity: 'yellow' },
  Usage: { title: 'Word choice', severity: 'yellow' },
  Nonstandard: { title: 'Word choice', severity: 'yellow' },
  Regionalism: { title: 'Word choice', severity: 'yellow' },
  Redundancy: { title: 'Redundant wording', severity: 'yellow' },
  Readability: { title: 'Readability', severity: 'yellow' },
  Style: { title: 'Style', severity: 'yellow' },
  Enhancement: { title: 'Style', severity: 'yellow' },
};
const otherKind = { title: 'Grammar', severity: 'yellow' as Severity };

/**
 * Blocks harper reads. Skills are lists of names, not sentences. The untitled top block
 * is name, title and contact lines, so only a paragraph there (an unheaded summary) counts.
 */
function lintedBlocks(context: CheckContext): TextBlock[] {
  return textBlocks(context.layout).filter(
    (b) => b.section !== 'skills' && (b.section !== 'contact' || wordCount(b) >= 8),
  );
}

const wordCount = (block: TextBlock) => block.lines.reduce((n, l) => n + l.words.length, 0);

/** Grammar rules assume sentences; a title, company or date line only gets spelling. */
const isProse = (block: TextBlock) => block.bulleted || wordCount(block) >= 6;

const quoted = (message: string) =>
  message.replace(/`([^`]*)`/gu, "'$1'").replace(/([^.!?])$/u, '$1.');

function messageFor(lint: GrammarLint): string {
  if (spellingKinds.has(lint.kind)) {
    return `'${lint.problem}' looks misspelled — did you mean '${nearestSuggestion(lint)?.word ?? ''}'?`;
  }
  const [suggestion] = lint.suggestions;
  const fix =
    suggestion === undefined
      ? ''
      : suggestion === ''
        ? ' Try deleting it.'
        : ` Try '${suggestion}'.`;
  return `'${lint.problem}': ${quoted(lint.message)}${fix}`;
}

function toFinding(lint: GrammarLint, joined: BlockText): WritingFinding | null {
  const [first] = spanRects(joined, lint.start, lint.end);
  if (!first) return null;
  const spelling = spellingKinds.has(lint.kind);
  const kind = kinds[lint.kind] ?? otherKind;
  return {
    check: spelling ? 'spelling' : 'grammar',
    page: first.page,
    rect: first.rect,
    severity: kind.severity,
    text: lint.problem,
    title: kind.title,
    message: messageFor(lint),
  };
}

/**
 * A block where this share of the words are unknown to harper is not English (lorem ipsum
 * placeholder text, a line in another language): its lints would all be noise.
 */
const foreignShare = 0.4;
/**
 * Or this many unknown words at this lower share: a passage in a neighbouring language (a
 * Spanish course description in a Portuguese CV) whose words are half the dictionary's.
 * Four slips in one paragraph of one's own language are rarer than a quoted passage.
 */
const foreignWords = 4;
const neighbourShare = 0.1;

type Placed = BlockText['words'][number];

/**
 * Words harper is not shown: protected tokens (names, contact details, dates, tech terms)
 * and capitalised words inside a sentence, which are names too (companies, places, people).
 * Harper's spelling lints on them would be dropped anyway, and suggesting corrections for
 * some unknown words costs it seconds ('afantino951', 'Kakaotalk'). The mask matches text,
 * so every occurrence of a hidden word is hidden, at a sentence start too. `again` are the
 * hidden words that may still be slips (see secondLook): capitalised inside a sentence, or
 * written in capitals and protected for that alone.
 */
function hiddenWords(
  joined: BlockText,
  names: string[],
  rules: LanguageRules,
): { words: Placed[]; texts: string[]; again: Placed[] } {
  const texts = new Set<string>();
  const again = new Set<string>();
  const guarded = protectedWords(joined.words, names);
  joined.words.forEach((w, i) => {
    const core = bare(w.word.text);
    const name =
      !rules.capitalisedNouns &&
      /^\p{Lu}\p{Ll}/u.test(core) &&
      !sentenceInitial(joined.text, w.start);
    if (name || guarded[i]) texts.add(core);
    const shouted = guarded[i] && isShouted(core) && !isProtectedToken(core.toLowerCase(), names);
    if ((name && !guarded[i]) || shouted) again.add(core);
  });
  const words = joined.words.filter((w) => texts.has(bare(w.word.text)));
  return {
    words,
    texts: [...texts],
    again: words.filter((w) => again.has(bare(w.word.text))),
  };
}

/** A word in capitals ('INTERMIDIATE'), long enough not to be an acronym. */
const isShouted = (word: string) =>
  word.length >= shoutedLength && /^\p{Lu}+$/u.test(word) && word !== word.toLowerCase();
const shoutedLength = 8;

/**
 * Distinct hidden words looked at again per resume, and the longest: each may cost harper
 * a search that grows with its length, and no word of ours is longer.
 */
const maxLookedAgain = 40;
const maxLookedAgainLength = 40;

/**
 * Hidden words that are slips after all: a word in capitals is spelled as if written small
 * ('INTERMIDIATE', a heading), and a capitalised word inside a sentence only when its fix is
 * a slip no name makes (spelling.ts, isSlip: 'Univeristy'). They are linted on their own,
 * one per line, and each occurrence is reported.
 */
async function secondLook(
  again: Placed[],
  linter: Pick<GrammarLinter, 'lint'>,
  { english, compounds }: LanguageRules,
): Promise<GrammarLint[]> {
  const forms = new Map<string, string>();
  for (const w of again) {
    const core = bare(w.word.text);
    if (!/^\p{L}+$/u.test(core) || core.length > maxLookedAgainLength) continue;
    if (forms.size >= maxLookedAgain) break;
    // English is spelled small (harper and the word list know 'venezuela' as 'Venezuela');
    // a hunspell dictionary knows its names capitalised and its words in either form.
    forms.set(
      core,
      !isShouted(core) ? core : english ? core.toLowerCase() : capitalise(core.toLowerCase()),
    );
  }
  if (forms.size === 0) return [];
  const slips = new Map<string, string[]>();
  const lints = await linter.lint([...new Set(forms.values())].join('\n'));
  for (const [core, form] of forms) {
    const lint = lints.find((l) => spellingKinds.has(l.kind) && l.problem === form);
    const judged = lint && againstWordList(lint);
    const best = judged && nearestSuggestion(judged);
    if (!judged || !best) continue;
    const shouted = form !== core;
    const slip = shouted
      ? isMisspelling(judged, form, false, true)
      : !compounds && isSlip(core, best.word);
    if (slip) slips.set(core, [shouted ? best.word.toUpperCase() : best.word]);
  }
  return again.flatMap((w) => {
    const core = bare(w.word.text);
    const suggestions = slips.get(core);
    if (!suggestions) return [];
    const start = w.start + w.word.text.indexOf(core);
    return [
      {
        start,
        end: start + core.length,
        kind: 'Spelling',
        problem: core,
        message: '',
        suggestions,
      },
    ];
  });
}

const capitalised = (word: string) => /^\p{Lu}/u.test(word);

/**
 * Whether a lint needs words it was not shown. Any lint on a hidden word does. A grammar lint
 * right beside one lacks its context (harper reads the hidden word as a break: 'Python
 * scripts' → 'scripts' opens a sentence). A misspelling is the word alone, so a space
 * before a hidden word ('Acheived 120%', 'seperate Salesforce') or after a number ('3
 * seperate teams') it stands. It goes when it may belong to the hidden word: glued to it
 * ('GTFS-realtime'), capitalised beside a capitalised name ('Dunamu Inc.'), or after a
 * name or token that it may continue ('Ethel griffies', a month read apart from 'nov|elist').
 */
function touchesHidden(lint: GrammarLint, hidden: Placed[], text: string): boolean {
  // A typo lint ('an' → 'and') reads its neighbours: it is context, like grammar.
  const spelling = lint.kind === 'Spelling';
  return hidden.some((w) => {
    if (w.start < lint.end && lint.start < w.end) return true;
    const after = w.end <= lint.start;
    const gap = after ? text.slice(w.end, lint.start) : text.slice(lint.end, w.start);
    if (gap.length > 1) return false;
    if (!spelling || !/^\s$/u.test(gap)) return true;
    const partOfName = capitalised(lint.problem) && capitalised(w.word.text);
    return partOfName || (after && !/^\p{N}/u.test(w.word.text));
  });
}

/**
 * Whether the word ending at `end` is followed by a lone letter the PDF's text layer cut off
 * it ('beautifu l'): the page shows one word, so its first part is no misspelling. English
 * has two words of one letter; other languages more ('y', 'e', 'o', 'à').
 */
function cutByTextLayer(text: string, end: number): boolean {
  const letter = /^ (\p{Ll})(?![\p{L}\p{N}])/u.exec(text.slice(end, end + 3))?.[1];
  return letter !== undefined && letter !== 'a' && letter !== 'i';
}

/** The lints of one block worth reporting: see touchesHidden for those near hidden words. */
function blockLints(
  block: TextBlock,
  words: Placed[],
  hidden: Placed[],
  lints: GrammarLint[],
  text: string,
  rules: LanguageRules,
) {
  const unknown = lints.filter(
    (lint) => lint.kind === 'Spelling' && (lint.bands?.problem ?? null) === null,
  ).length;
  const read = words.length - hidden.length;
  if (unknown >= 2 && unknown >= read * foreignShare) return [];
  if (unknown >= foreignWords && unknown >= read * neighbourShare) return [];
  const prose = isProse(block);
  return lints.flatMap((lint) => {
    if (touchesHidden(lint, hidden, text)) return [];
    if (lint.kind === 'Spelling') {
      if (rules.english && cutByTextLayer(text, lint.end)) return [];
      const judged = againstWordList(lint);
      const misspelt =
        judged && isMisspelling(judged, text, prose, rules.capitalisedNouns, !rules.compounds);
      return misspelt ? [judged] : [];
    }
    return spellingKinds.has(lint.kind) || prose ? [lint] : [];
  });
}

/**
 * British spellings ('organised', 'colour', 'programme') that make a resume British: it is
 * then linted in British English, so 'lorry' and 'maths' are not US-only corrections and
 * an American spelling among British ones ('color') is the slip. Two, so that one
 * borrowed form does not turn an American resume.
 */
const britishFormsToSwitch = 2;

function writtenBritish(lints: GrammarLint[]): boolean {
  const forms = new Set(
    lints
      .filter((l) => l.kind === 'Spelling' && isBritishForm(l.problem, l.suggestions))
      .map((l) => l.problem.toLowerCase()),
  );
  return forms.size >= britishFormsToSwitch;
}

/** How the resume's language changes the reading of its lints. */
export interface LanguageRules {
  /** Our own English rules run beside the linter (subject–verb agreement). */
  english: boolean;
  /** Nouns are capitalised (German): a capitalised word inside a sentence is no name. */
  capitalisedNouns: boolean;
  /**
   * Words join into compounds (German, Dutch): a name's swapped letters may spell a compound
   * the dictionary allows ('Autotask' and a Dutch '-taks'), so names are never slips.
   */
  compounds: boolean;
}

const englishRules: LanguageRules = { english: true, capitalisedNouns: false, compounds: false };

/**
 * Grammar and spelling mistakes found by the linter (harper for English, a hunspell
 * dictionary for other languages), boxed on the page: one finding per lint, in reading
 * order, at most maxGrammarFindings. The whole resume goes to the linter in one call
 * (blocks a blank line apart, so each bullet reads as its own paragraph).
 */
export async function grammarFindings(
  context: CheckContext,
  linter: Pick<GrammarLinter, 'lint'>,
  rules: LanguageRules = englishRules,
): Promise<WritingFinding[]> {
  const joined = joinBlocks(lintedBlocks(context));
  const hidden = hiddenWords(joined, candidateNameParts(context.layout), rules);
  // The hidden words' second look is asked alongside: the linter takes both in turns.
  const [first, slips] = await Promise.all([
    linter.lint(joined.text, hidden.texts),
    secondLook(hidden.again, linter, rules),
  ]);
  let linted = first;
  if (rules.english && writtenBritish(linted)) {
    linted = await linter.lint(joined.text, hidden.texts, 'British');
  }
  const ours = rules.english ? agreementLints(joined.text) : [];
  const lints = [
    ...linted,
    ...ours.filter((own) => !linted.some((lint) => lint.start < own.end && own.start < lint.end)),
  ];
  const inside = (range: { start: number; end: number }) => (w: { start: number }) =>
    range.start <= w.start && w.start < range.end;
  return joined.ranges
    .flatMap((range) =>
      blockLints(
        range.block,
        joined.words.filter(inside(range)),
        hidden.words.filter(inside(range)),
        lints.filter((lint) => lint.end > lint.start && inside(range)(lint)),
        joined.text,
        rules,
      ),
    )
    .concat(slips)
    .sort(
      (a, b) =>
        a.start - b.start || a.end - b.end || (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0),
    )
    .map((lint) => toFinding(lint, joined))
    .filter((finding): finding is WritingFinding => finding !== null)
    .slice(0, maxGrammarFindings);
}

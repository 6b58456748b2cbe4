import { writingWithoutLeftovers } from '../checks/line-roles.ts';
import type {
  CheckContext,
  Located,
  OverusedFinding,
  RepetitionFinding,
  SkippedCheck,
  WritingFinding,
} from '../checks/findings.ts';
import type { LanguageInfo } from '../language/detect.ts';
import { hasDictionary } from './dictionaries.ts';
import { type DictionarySpelling, spellHere } from './dictionary-thread.ts';
import { grammarFindings } from './grammar.ts';
import type { GrammarLinter } from './grammar-linter.ts';
import { overusedFindings } from './overused-words.ts';
import { repetitionFindings } from './repetition.ts';
import { hasStopwords } from './stopwords.ts';
import { typographyFindings } from './typography.ts';

export interface WritingResult {
  grammar: WritingFinding[];
  repetition: RepetitionFinding[];
  overused: OverusedFinding[];
  /** Checks that did not run on this resume, with the reason the review shows. */
  skipped: SkippedCheck[];
  /** False when none of the checks could run: the Writing area is then 'N/A'. */
  ran: boolean;
}

/** 'a Spanish dictionary', 'an Italian dictionary'. */
const article = (name: string) => (/^[AEIOU]/u.test(name) ? 'an' : 'a');

const looks = (language: LanguageInfo) =>
  language.code === 'unknown'
    ? "The resume's language could not be determined"
    : `The resume looks ${language.name}`;

const inside = (inner: Located, outer: Located) =>
  inner.page === outer.page &&
  inner.rect.x0 >= outer.rect.x0 - 0.5 &&
  inner.rect.x1 <= outer.rect.x1 + 0.5 &&
  inner.rect.y0 >= outer.rect.y0 - 0.5 &&
  inner.rect.y1 <= outer.rect.y1 + 0.5;

/** A word already reported as an overused phrase ('utilized' ×4) is not reported twice. */
function withoutOverused(repetition: RepetitionFinding[], overused: OverusedFinding[]) {
  const boxes = overused.flatMap((f) => f.occurrences);
  return repetition.filter((f) => !f.occurrences.every((o) => boxes.some((b) => inside(o, b))));
}

/**
 * The Writing tab's checks. Grammar and the overused-word list are English; spelling is
 * English (harper) or, in Spanish, German, French, Portuguese, Italian and Dutch, a hunspell
 * dictionary. What cannot run on the resume's language is skipped with a reason the review
 * shows. Repetition runs on any language with a stopword list (the same seven), counting
 * exact word forms outside English; Chinese, Japanese and Korean are skipped. `spelling`
 * checks the other languages (default: in this thread).
 */
export async function writingChecks(
  context: CheckContext,
  linter: GrammarLinter,
  spelling: DictionarySpelling = spellHere(linter),
): Promise<WritingResult> {
  const { language } = context;
  const skipped: SkippedCheck[] = [];
  let grammar: WritingFinding[] = [];
  let overused: OverusedFinding[] = [];
  if (language.english) {
    grammar = [...(await grammarFindings(context, linter)), ...typographyFindings(context)];
    overused = overusedFindings(context);
  } else {
    const { code } = language;
    const spelled = hasDictionary(code);
    if (spelled) {
      const dictionary = {
        lint: (text: string, ignore: readonly string[] = []) =>
          spelling({ language: code, text, ignore }),
      };
      grammar = await grammarFindings(context, dictionary, {
        english: false,
        capitalisedNouns: language.code === 'de',
        compounds: language.code === 'de' || language.code === 'nl',
      });
    }
    skipped.push(
      {
        check: 'grammar',
        reason: spelled
          ? `${looks(language)}; grammar is checked in English only (spelling was checked with ${article(language.name)} ${language.name} dictionary).`
          : `${looks(language)}; grammar and spelling checks cover English, Spanish, German, French, Portuguese, Italian and Dutch.`,
      },
      {
        check: 'overused-words',
        reason: `${looks(language)}; the list of overused words and clichés is English.`,
      },
    );
  }
  let repetition: RepetitionFinding[] = [];
  const countsRepetition = hasStopwords(language.code);
  if (countsRepetition) {
    repetition = withoutOverused(repetitionFindings(context), overused);
  } else {
    skipped.push({
      check: 'repetition',
      reason: `${looks(language)}; repeated words are counted only in languages that put spaces between words.`,
    });
  }
  const ran = language.english || hasDictionary(language.code) || countsRepetition;
  return {
    grammar: writingWithoutLeftovers(grammar, context.layout, context.roles),
    repetition,
    overused,
    skipped,
    ran,
  };
}

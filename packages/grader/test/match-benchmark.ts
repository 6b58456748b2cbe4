/**
 * Issue 36's job-match benchmark: postings written and labelled by a reviewer who never saw
 * the matcher (quality/job-match/README.md), matched against their resumes from the shared
 * sets, and scored the way the issue measures the matcher:
 * - coverage: the share of labelled requirements the match names at all;
 * - found recall: of the requirements the resume has, the share reported found;
 * - missing recall: of those it lacks, the share reported missing;
 * - wrong side: the share reported on the side opposite to the label;
 * - extras: terms reported that are no labelled requirement, per posting.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type JobMatchResult, tidyText } from '@resumegrader/contract/job-match';
import { matchJob } from '../src/match/job-match.ts';
import { readDocument } from '../src/read-document.ts';
import { readPdf, sharedDir } from './shared-files.ts';

export const benchmarkDir = path.resolve(import.meta.dirname, '../quality/job-match');

export interface LabelledRequirement {
  text: string;
  kind: 'tool' | 'skill' | 'licence' | 'certification' | 'language' | 'degree' | 'years' | 'soft';
  required: boolean;
  inResume: boolean;
  evidence?: string;
}

export interface LabelledPosting {
  id: string;
  field: string;
  resume: string;
  requirements: LabelledRequirement[];
}

/** The postings of a set: quality/job-match, or a later one written the same way. */
export const labelledPostings = (dir = benchmarkDir): LabelledPosting[] =>
  JSON.parse(readFileSync(path.join(dir, 'labels.json'), 'utf8')) as LabelledPosting[];

export const postingText = (id: string, dir = benchmarkDir) =>
  readFileSync(path.join(dir, 'postings', `${id}.txt`), 'utf8');

type Side = 'found' | 'missing' | null;
type Span = [number, number];
type ReportedTerm = JobMatchResult['terms']['found'][number];

/** Every place the label's words stand in the (tidied) posting. */
function labelSpans(posting: string, text: string): Span[] {
  const spans: Span[] = [];
  const wanted = tidyText(text);
  for (let at = posting.indexOf(wanted); at >= 0; at = posting.indexOf(wanted, at + 1)) {
    spans.push([at, at + wanted.length]);
  }
  return spans;
}

const overlaps = (a: Span, b: Span) => a[0] < b[1] && b[0] < a[1];
const namesIn = (term: ReportedTerm, spans: Span[]) =>
  (term.inPosting ?? []).some((t) => spans.some((s) => overlaps(t, s)));

/**
 * Which side the match puts a labelled requirement on; null when it does not name it: no
 * term it reports was taken from the label's words.
 */
function sideOf(requirement: LabelledRequirement, spans: Span[], result: JobMatchResult): Side {
  if (requirement.kind === 'years') {
    const { askedYears, resumeYears } = result.experience;
    if (askedYears === null) return null;
    return resumeYears !== null && resumeYears >= askedYears ? 'found' : 'missing';
  }
  if (requirement.kind === 'degree') {
    const { askedLevel, met } = result.education;
    if (askedLevel === null) return null;
    return met ? 'found' : 'missing';
  }
  if (result.terms.found.some((t) => namesIn(t, spans))) return 'found';
  if (result.terms.missing.some((t) => namesIn(t, spans))) return 'missing';
  return null;
}

export interface PostingScore {
  id: string;
  field: string;
  labelled: number;
  named: number;
  has: number;
  foundRight: number;
  lacks: number;
  missingRight: number;
  wrongSide: number;
  /** Terms the match reports that name no labelled requirement. */
  extras: string[];
}

export function scorePosting(
  posting: LabelledPosting,
  today: Date,
  dir = benchmarkDir,
): PostingScore {
  const [folder = '', file = ''] = posting.resume.split('/');
  const document = readDocument(readPdf(path.join(sharedDir, 'resumes', folder), file));
  const postingWords = postingText(posting.id, dir);
  const outcome = matchJob(document, postingWords, today);
  const score: PostingScore = {
    id: posting.id,
    field: posting.field,
    labelled: posting.requirements.length,
    named: 0,
    has: 0,
    foundRight: 0,
    lacks: 0,
    missingRight: 0,
    wrongSide: 0,
    extras: [],
  };
  if (!outcome.ok) return score;
  const { result } = outcome;
  const text = tidyText(postingWords);
  const allSpans: Span[] = [];
  for (const requirement of posting.requirements) {
    const spans = labelSpans(text, requirement.text);
    allSpans.push(...spans);
    const side = sideOf(requirement, spans, result);
    if (side !== null) score.named++;
    if (requirement.inResume) {
      score.has++;
      if (side === 'found') score.foundRight++;
      if (side === 'missing') score.wrongSide++;
    } else {
      score.lacks++;
      if (side === 'missing') score.missingRight++;
      if (side === 'found') score.wrongSide++;
    }
  }
  score.extras = [...result.terms.found, ...result.terms.missing]
    .filter((term) => !namesIn(term, allSpans))
    .map((term) => term.term);
  return score;
}

export interface BenchmarkFigures {
  coverage: number;
  foundRecall: number;
  missingRecall: number;
  wrongSide: number;
  extrasPerPosting: number;
}

export function figuresOf(scores: PostingScore[]): BenchmarkFigures {
  const sum = (pick: (s: PostingScore) => number) => scores.reduce((n, s) => n + pick(s), 0);
  const labelled = sum((s) => s.labelled);
  return {
    coverage: sum((s) => s.named) / labelled,
    foundRecall: sum((s) => s.foundRight) / sum((s) => s.has),
    missingRecall: sum((s) => s.missingRight) / sum((s) => s.lacks),
    wrongSide: sum((s) => s.wrongSide) / labelled,
    extrasPerPosting: sum((s) => s.extras.length) / scores.length,
  };
}

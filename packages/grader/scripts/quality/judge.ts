// How a grading compares with a recruiter's judgement of the same resume
// (shared/resumes/corpus-judgements.json, under shared/resumes/RUBRIC.md).
import { type Grade, grades } from '@resumegrader/contract/grades';
import type { Findings } from '../../src/score/scores.ts';
import type { Line, Rect, ResumeLayout } from '../../src/layout/types.ts';

export type Area = 'content' | 'format' | 'writing';

export interface Problem {
  area: Area;
  kind: string;
  quote: string;
  why: string;
}

export interface Judgement {
  file: string;
  language: string;
  layout: string;
  grade: Grade;
  score: number;
  rank: number;
  /** The batch a set drawn in batches got this judgement in ('a', 'b', …). */
  batch?: string;
  problems: Problem[];
  fine: { quote: string; why: string }[];
}

/** One finding of the engine as text a person could compare with a quote. */
export interface FoundText {
  area: Area;
  /** The check that made it ('action-verb', 'spelling', 'repetition', ...). */
  check: string;
  /** What the finding quotes: the flagged word, the mistake text, the misaligned line. */
  quote: string;
  /** Every line under the finding's boxes. */
  lines: string[];
}

/** Lower case, one space, no punctuation or typographic variants: quotes compare as text. */
export function normalise(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u00ad\u200b]/g, '')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const overlaps = (a: Rect, b: Rect) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

function linesUnder(layout: ResumeLayout, page: number, rects: Rect[]): string[] {
  const lines = layout.pages[page]?.lines ?? [];
  return lines.filter((l: Line) => rects.some((r) => overlaps(r, l.rect))).map((l) => l.text);
}

/** The engine's findings as comparable text, area by area. */
export function foundTexts(findings: Findings, layout: ResumeLayout): FoundText[] {
  const found: FoundText[] = [];
  for (const f of findings.content) {
    found.push({
      area: 'content',
      check: f.check,
      quote: f.mistake,
      lines: linesUnder(layout, f.page, f.rects),
    });
  }
  for (const page of findings.vertical) {
    for (const { line } of page.misaligned) {
      found.push({ area: 'format', check: 'misaligned', quote: line.text, lines: [line.text] });
    }
  }
  for (const f of findings.horizontal) {
    const lines = linesUnder(layout, f.page, [f.rect]);
    found.push({ area: 'format', check: f.check, quote: lines.join(' '), lines });
  }
  for (const f of findings.grammar) {
    found.push({
      area: 'writing',
      check: f.check,
      quote: f.text,
      lines: linesUnder(layout, f.page, [f.rect]),
    });
  }
  const repeated = [
    ...findings.repetition.map((f) => ({ check: 'repetition', quote: f.word, at: f.occurrences })),
    ...findings.overused.map((f) => ({ check: 'overused', quote: f.phrase, at: f.occurrences })),
  ];
  for (const { check, quote, at } of repeated) {
    found.push({
      area: 'writing',
      check,
      quote,
      lines: at.flatMap((o) => linesUnder(layout, o.page, [o.rect])),
    });
  }
  return found;
}

/**
 * The engine's checks that answer a judged problem with no quote (an absence: no photo
 * quote, a missing section).
 */
const checksForKind: Record<string, string[]> = {
  'missing-section': ['missing-section'],
  'thin-content': ['incomplete', 'thin-content'],
  photo: ['photo'],
  'two-column-ats-risk': ['two-column'],
  'too-long': ['length'],
  'awkward-page-break': ['length'],
};

/** At least this many characters of a quote must be shared to count as the same text. */
const minShared = 4;

function sameText(problemQuote: string, finding: FoundText): boolean {
  const quote = normalise(problemQuote);
  if (quote.length === 0) return false;
  const own = normalise(finding.quote);
  if (own.length >= minShared && (quote.includes(own) || own.includes(quote))) return true;
  // The finding's own quote may be a word of a longer judged phrase, or the judged quote a
  // part of a line the finding boxes.
  return finding.lines.some((line) => normalise(line).includes(quote));
}

/** Whether a finding answers a judged problem: same area, overlapping text or same kind. */
export function answers(problem: Problem, finding: FoundText): boolean {
  if (problem.quote.trim() === '') {
    return (checksForKind[problem.kind] ?? []).includes(finding.check);
  }
  return problem.area === finding.area && sameText(problem.quote, finding);
}

/**
 * Whether a finding flags text the recruiter called fine: its own quote is (part of) the
 * fine quote or the other way round. Lines under a box do not count: a misaligned line may
 * hold a fine acronym without flagging it.
 */
export function flagsFine(fineQuote: string, finding: FoundText): boolean {
  const fine = normalise(fineQuote);
  const own = normalise(finding.quote);
  if (fine.length === 0 || own.length < 3) return false;
  return fine.includes(own) || (own.includes(fine) && fine.length >= own.length / 2);
}

export const gradeSteps = (grade: string) => grades.indexOf(grade as Grade);

/**
 * The share of pairs of resumes a judge ranked apart that the scores put in the same order
 * (a tie in score counts half): 0.5 is chance.
 */
export function pairwiseOrder(scores: number[], ranks: number[]): number {
  let agreed = 0;
  let pairs = 0;
  for (let i = 0; i < scores.length; i++) {
    for (let j = i + 1; j < scores.length; j++) {
      const judged = Math.sign((ranks[j] ?? 0) - (ranks[i] ?? 0));
      if (judged === 0) continue;
      const ours = Math.sign((scores[i] ?? 0) - (scores[j] ?? 0));
      pairs++;
      agreed += ours === judged ? 1 : ours === 0 ? 0.5 : 0;
    }
  }
  return pairs === 0 ? NaN : agreed / pairs;
}

/** Spearman's rank correlation (average ranks for ties). */
export function spearman(xs: number[], ys: number[]): number {
  const rank = (values: number[]) => {
    const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
    const ranks = new Array<number>(values.length);
    for (let i = 0; i < order.length;) {
      let j = i;
      while (j + 1 < order.length && order[j + 1]?.[0] === order[i]?.[0]) j++;
      for (let k = i; k <= j; k++) ranks[order[k]?.[1] ?? 0] = (i + j) / 2 + 1;
      i = j + 1;
    }
    return ranks;
  };
  const rx = rank(xs);
  const ry = rank(ys);
  const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;
  const mx = mean(rx);
  const my = mean(ry);
  let num = 0;
  let dx = 0;
  let dy = 0;
  for (let i = 0; i < rx.length; i++) {
    const a = (rx[i] ?? 0) - mx;
    const b = (ry[i] ?? 0) - my;
    num += a * b;
    dx += a * a;
    dy += b * b;
  }
  return dx === 0 || dy === 0 ? 0 : num / Math.sqrt(dx * dy);
}

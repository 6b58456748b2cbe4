import {
  type AreaGrade,
  type GradedArea,
  gradedAreas,
  notApplicable,
  type Severity,
} from '@resumegrader/contract/grading';
import { gradeForScore, type Grade } from '@resumegrader/contract/grades';
import type { Conventions } from '../kind/document-kind.ts';
import type {
  ContentCheck,
  ContentFinding,
  HorizontalFinding,
  OverusedFinding,
  RepetitionFinding,
  VerticalPageFinding,
  WritingFinding,
} from '../checks/findings.ts';
import {
  areaWeights,
  contentPenalties,
  formatRisks,
  horizontalPenalties,
  type Penalty,
  sharedContentCaps,
  unusableScores,
  verticalPenalty,
  writingPenalties,
  yellowFactor,
} from './penalties.ts';

export interface Findings {
  content: ContentFinding[];
  vertical: VerticalPageFinding[];
  horizontal: HorizontalFinding[];
  grammar: WritingFinding[];
  repetition: RepetitionFinding[];
  overused: OverusedFinding[];
}

const weight = (severity: Severity) => (severity === 'red' ? 1 : yellowFactor);

/** Sum of penalties per kind, each kind capped. `units` is the mistake count (yellow = ½). */
function deduct(groups: Map<string, number>, table: (kind: string) => Penalty): number {
  let total = 0;
  for (const [kind, units] of groups) {
    const penalty = table(kind);
    total += Math.min(penalty.cap, units * penalty.each);
  }
  return total;
}

function tally<T>(items: T[], kind: (item: T) => string, units: (item: T) => number = () => 1) {
  const groups = new Map<string, number>();
  for (const item of items) groups.set(kind(item), (groups.get(kind(item)) ?? 0) + units(item));
  return groups;
}

/** The shared cap a check counts under, or the check itself. */
const contentGroupOf = (check: ContentCheck): string =>
  Object.entries(sharedContentCaps).find(([, group]) => group.checks.includes(check))?.[0] ?? check;

const clamp = (score: number) => Math.round(Math.min(100, Math.max(0, score)) * 10) / 10;

export interface Scores {
  scores: { Cumulative: number } & Record<GradedArea, number | null>;
  grades: { Cumulative: Grade } & Record<GradedArea, AreaGrade>;
}

/**
 * Scores per area and the Cumulative. An area in `notRun` (none of its checks could run)
 * is 'N/A' with a null score, and the Cumulative weighs the graded areas alone.
 */
export function scoreFindings(
  findings: Findings,
  notRun: readonly GradedArea[] = [],
  conventions?: Pick<Conventions, 'labelColumn' | 'personalDetailsCustomary'>,
): Scores {
  const content = clamp(
    100 -
      deduct(
        tally(
          findings.content,
          (f) => contentGroupOf(f.check),
          (f) => f.units ?? 1,
        ),
        (k) => sharedContentCaps[k] ?? contentPenalties[k as ContentCheck],
      ),
  );
  const misaligned = findings.vertical.reduce((n, page) => n + page.misaligned.length, 0);
  // The kind's own form is no fault of its format (RUBRIC.md 5): a Europass label column,
  // a photo where photos are customary.
  const customary = (check: string) =>
    (check === 'two-column' && conventions?.labelColumn === true) ||
    (check === 'photo' && conventions?.personalDetailsCustomary === true);
  const risks = new Set(
    findings.content
      .filter((f) => formatRisks.checks.includes(f.check) && !customary(f.check))
      .map((f) => f.check),
  ).size;
  const format = clamp(
    100 -
      Math.min(verticalPenalty.cap, misaligned * verticalPenalty.each) -
      Math.min(formatRisks.cap, risks * formatRisks.each) -
      deduct(
        tally(
          findings.horizontal,
          (f) => f.check,
          (f) => weight(f.severity),
        ),
        (k) => horizontalPenalties[k as keyof typeof horizontalPenalties],
      ),
  );
  const writing = clamp(
    100 -
      deduct(
        new Map([
          ['grammar', findings.grammar.reduce((n, f) => n + weight(f.severity), 0)],
          ['repetition', findings.repetition.reduce((n, f) => n + weight(f.severity), 0)],
          ['overused', findings.overused.reduce((n, f) => n + weight(f.severity), 0)],
        ]),
        (k) => writingPenalties[k as keyof typeof writingPenalties],
      ),
  );
  const verdict = findings.content.find(
    (f): f is typeof f & { check: keyof typeof unusableScores } => f.check in unusableScores,
  );
  const unusable = verdict ? unusableScores[verdict.check] : undefined;
  const measured: Record<GradedArea, number> = {
    Content: unusable === undefined ? content : Math.min(content, unusable),
    Format: format,
    Writing: writing,
  };
  const graded = gradedAreas.filter((area) => !notRun.includes(area));
  const weightOf = (areas: readonly GradedArea[]) =>
    areas.reduce((n, area) => n + areaWeights[area], 0);
  const cumulative =
    unusable ??
    clamp(graded.reduce((n, area) => n + measured[area] * areaWeights[area], 0) / weightOf(graded));
  const areaScore = (area: GradedArea) => (graded.includes(area) ? measured[area] : null);
  const areaGrade = (area: GradedArea): AreaGrade => {
    const value = areaScore(area);
    return value === null ? notApplicable : gradeForScore(value);
  };
  return {
    scores: {
      Cumulative: cumulative,
      Content: areaScore('Content'),
      Format: areaScore('Format'),
      Writing: areaScore('Writing'),
    },
    grades: {
      Cumulative: gradeForScore(cumulative),
      Content: areaGrade('Content'),
      Format: areaGrade('Format'),
      Writing: areaGrade('Writing'),
    },
  };
}

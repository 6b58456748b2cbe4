import { z } from 'zod';
import { grades } from './grades.ts';
import { type AreaGrade, areaGradeSchema, type Grading } from './grading.ts';
import { contentView, formatView, type ReportItem, writingView } from './report-views.ts';

/**
 * Issue 16: a resume uploaded as a new version of an earlier one, and what changed between
 * the two gradings.
 */
export const versionMessages = {
  previousNotFound: 'The earlier version was not found.',
  reportNotGraded: 'Grade this resume first, then download its report.',
  sameNameQuestion: (fileName: string) =>
    `You already have a report for '${fileName}'. Is this a new version of it?`,
} as const;

export const comparedAreas = ['Cumulative', 'Content', 'Format', 'Writing'] as const;
export type ComparedArea = (typeof comparedAreas)[number];

export const gradeChangeSchema = z.object({
  area: z.enum(comparedAreas),
  before: areaGradeSchema,
  after: areaGradeSchema,
  direction: z.enum(['up', 'down', 'same']),
});
export type GradeChange = z.infer<typeof gradeChangeSchema>;

export const reportTabs = ['content', 'formatting', 'writing'] as const;

/** A finding as the comparison shows it: enough to recognise it, without its boxes. */
export const comparedFindingSchema = z.object({
  tab: z.enum(reportTabs),
  title: z.string(),
  quote: z.string().optional(),
  detail: z.string().optional(),
  body: z.string(),
});
export type ComparedFinding = z.infer<typeof comparedFindingSchema>;

export const findingBucketsSchema = z.object({
  /** In the earlier version's report, gone from this one. */
  fixed: z.array(comparedFindingSchema),
  /** In both. */
  still: z.array(comparedFindingSchema),
  /** Only in this version's report. */
  new: z.array(comparedFindingSchema),
});
export type FindingBuckets = z.infer<typeof findingBucketsSchema>;

export const versionSummarySchema = z.object({
  resumeId: z.uuid(),
  fileName: z.string(),
  createdAt: z.iso.datetime(),
  /** 1 for the first upload of a resume, counting every version kept (graded, or the first). */
  version: z.number().int().min(1),
  cumulativeGrade: z.string().nullable(),
});
export type VersionSummary = z.infer<typeof versionSummarySchema>;

/**
 * `?with=` of the comparison and the report PDF: the earlier version to compare with, one of
 * `earlier`; without it, the newest graded version before this one.
 */
export const comparisonQuerySchema = z.object({
  with: z.uuid(versionMessages.previousNotFound).optional(),
});
export type ComparisonQuery = z.infer<typeof comparisonQuerySchema>;

/**
 * `GET /api/resume/{id}/comparison`: this version against an earlier graded one, by default
 * the newest (issue 35: a version exists once graded).
 */
export const comparisonSchema = z.object({
  version: z.number().int().min(1),
  /** The version compared with; null when no earlier version is graded. */
  previous: versionSummarySchema.nullable(),
  /** Every graded version before this one, newest first: what it can be compared with. */
  earlier: z.array(versionSummarySchema),
  /** Empty unless both versions are graded. */
  grades: z.array(gradeChangeSchema),
  /** Null unless both versions are graded. */
  findings: findingBucketsSchema.nullable(),
});
export type Comparison = z.infer<typeof comparisonSchema>;

/** Higher is better; 'N/A' ranks below every grade. */
const rank = (grade: AreaGrade) => {
  const at = (grades as readonly string[]).indexOf(grade);
  return at < 0 ? -1 : grades.length - at;
};

export function gradeChanges(previous: Grading, current: Grading): GradeChange[] {
  return comparedAreas.map((area) => {
    const before = previous.finalGrade[area];
    const after = current.finalGrade[area];
    const delta = rank(after) - rank(before);
    return { area, before, after, direction: delta > 0 ? 'up' : delta < 0 ? 'down' : 'same' };
  });
}

/** A report's findings, tab by tab, as the results page numbers them. */
export function findingsOf(grading: Grading): ComparedFinding[] {
  const views = [
    ['content', contentView(grading)],
    ['formatting', formatView(grading)],
    ['writing', writingView(grading)],
  ] as const;
  return views.flatMap(([tab, view]) =>
    view.groups.flatMap((group) =>
      group.items.map((item: ReportItem) => ({
        tab,
        title: item.title,
        ...(item.quote !== undefined ? { quote: item.quote } : {}),
        ...(item.detail !== undefined ? { detail: item.detail } : {}),
        body: item.body,
      })),
    ),
  );
}

/**
 * What makes two findings the same one: its kind and the words it quotes, never where they
 * are, so a line moved up the page is still the same finding. Page numbers in a message
 * ('on page 2') and the figures in it do not count either.
 */
export function findingKey(finding: ComparedFinding): string {
  const words = (text: string) =>
    text
      .toLowerCase()
      .replace(/\bpages?\s+\d+\b/gu, '')
      // A count that changed ('About 124 words' → '127') is still the same finding.
      .replace(/\d+(?:[.,]\d+)*/gu, '#')
      .replace(/\s+/gu, ' ')
      .trim();
  return [
    finding.tab,
    words(finding.title),
    words(finding.quote ?? finding.detail ?? finding.body),
  ].join('\u0000');
}

/**
 * Splits findings into fixed since the earlier version, still there, and new. Repeats
 * count: two weak verbs before and one after is one fixed and one still there.
 */
export function compareFindings(previous: Grading, current: Grading): FindingBuckets {
  const before = new Map<string, ComparedFinding[]>();
  for (const finding of findingsOf(previous)) {
    const key = findingKey(finding);
    before.set(key, [...(before.get(key) ?? []), finding]);
  }
  const still: ComparedFinding[] = [];
  const added: ComparedFinding[] = [];
  for (const finding of findingsOf(current)) {
    const earlier = before.get(findingKey(finding));
    if (earlier && earlier.length > 0) {
      earlier.shift();
      still.push(finding);
    } else {
      added.push(finding);
    }
  }
  return { fixed: [...before.values()].flat(), still, new: added };
}

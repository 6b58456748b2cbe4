import { z } from 'zod';
import { gradeSchema } from './grades.ts';

/** The Grading JSON of CONTRACT.md section 4. Field names keep the specification's spelling. */

/** [x1, y1, x2, y2] in pixels of that page's image, origin top-left. */
export const boxSchema = z.tuple([z.number(), z.number(), z.number(), z.number()]);
export type Box = z.infer<typeof boxSchema>;

const severitySchema = z.enum(['red', 'yellow']);
export type Severity = z.infer<typeof severitySchema>;

export const contentMistakeSchema = z.object({
  page: z.number().int().min(0),
  title: z.string().min(1),
  mistake: z.string().min(1),
  feedback: z.string().min(1),
  coordinates: z.array(boxSchema),
});
export type ContentMistake = z.infer<typeof contentMistakeSchema>;

export const horizontalMistakeSchema = z.object({
  coor: boxSchema,
  mistake_type: severitySchema,
  feedback_display: z.string().min(1),
});
export type HorizontalMistake = z.infer<typeof horizontalMistakeSchema>;

/** What a misaligned line was measured against (issue 34): the lines that play its part. */
export const alignmentRoles = ['bullets', 'wrap', 'paragraph', 'headings', 'lines'] as const;

export const misalignedLineSchema = z.object({
  text: z.string(),
  word_coor: boxSchema,
  /** Image pixels from where the line should start (positive: too far right). */
  offset: z.number(),
  /** Added to CONTRACT.md's shape; absent in gradings made before it. */
  against: z.enum(alignmentRoles).optional(),
  /**
   * The edge the line should meet, as a box of no width: x, and the span of the lines of
   * its section that keep that edge (issue 35). Absent in gradings made before it.
   */
  edge: boxSchema.optional(),
});
export type MisalignedLine = z.infer<typeof misalignedLineSchema>;

export const verticalPageSchema = z.object({
  mode: z.number(),
  display: z.string(),
  sar_list: z.record(z.string(), misalignedLineSchema),
});
export type VerticalPage = z.infer<typeof verticalPageSchema>;

export const writingMistakeSchema = z.object({
  page: z.number().int().min(0),
  mistake: z.string(),
  mistake_type: severitySchema,
  word_coor: boxSchema,
  feedback_display: z.string().min(1),
  feedback_display_title: z.string().min(1),
});
export type WritingMistake = z.infer<typeof writingMistakeSchema>;

export const repetitionSchema = z.object({
  word: z.string(),
  count: z.number().int().min(2),
  mistake_type: severitySchema,
  word_coor: z.array(z.object({ page: z.number().int().min(0), box: boxSchema })),
  /** What to do instead, with alternatives; older gradings have none. */
  feedback_display: z.string().min(1).optional(),
});
export type Repetition = z.infer<typeof repetitionSchema>;

export const overusedWordSchema = z.object({
  overuse_coor: z.array(z.array(boxSchema)),
  overuse_status: z.string(),
  feedback_display: z.string().min(1),
  feedback_display_title: z.string().min(1),
  errorColor: severitySchema,
});
export type OverusedWord = z.infer<typeof overusedWordSchema>;

/** An area none of whose checks could run: 'N/A' with a null score, never a perfect one. */
export const notApplicable = 'N/A';
export const areaGradeSchema = z.union([gradeSchema, z.literal(notApplicable)]);
export type AreaGrade = z.infer<typeof areaGradeSchema>;

export const gradedAreas = ['Content', 'Format', 'Writing'] as const;
export type GradedArea = (typeof gradedAreas)[number];

const score = z.number().min(0).max(100);
const areaScores = <C extends z.ZodType, A extends z.ZodType>(cumulative: C, area: A) =>
  z.object({ Cumulative: cumulative, Content: area, Format: area, Writing: area });

export const documentKinds = [
  'resume',
  'academic-cv',
  'student',
  'european-cv',
  'east-asian',
  'creative',
] as const;
export const documentKindSchema = z.object({
  kind: z.enum(documentKinds),
  /** 'an academic CV', 'a CV in German'. */
  label: z.string(),
  /** What in the document made it so: 'sections on publications, talks and a doctorate'. */
  evidence: z.string(),
  /** What reading it as its kind changes in the review; null for a plain resume. */
  note: z.string().nullable(),
});
export type DocumentKindReading = z.infer<typeof documentKindSchema>;

export const gradingSchema = z
  .object({
    finalGrade: areaScores(gradeSchema, areaGradeSchema),
    scores: areaScores(score, score.nullable()),
    totalMistakes: z.object({
      content: z.number().int().min(0),
      formattingVertical: z.number().int().min(0),
      formattingHorizontal: z.number().int().min(0),
      writing: z.number().int().min(0),
    }),
    resumeContentImages: z.array(
      z.object({
        page: z.number().int().min(0),
        url: z.string(),
        width: z.number().int().positive(),
        height: z.number().int().positive(),
      }),
    ),
    Content: z.record(
      z.string().regex(/^Page\d+$/),
      z.object({ sections: z.array(contentMistakeSchema) }),
    ),
    allFeedback: z.array(contentMistakeSchema),
    horizontalFormate: z.array(z.array(horizontalMistakeSchema)),
    VerticalFormate: z.array(z.tuple([z.array(boxSchema), verticalPageSchema])),
    Writing: z.object({
      grammar: z.array(writingMistakeSchema),
      repetition: z.array(repetitionSchema),
      overusedWords: z.record(z.string(), overusedWordSchema),
    }),
    /** Checks that did not run and why, e.g. grammar on a Spanish resume. */
    skippedChecks: z.array(z.object({ check: z.string(), reason: z.string() })).optional(),
    /**
     * The kind of document the review read it as (issue 33; RUBRIC.md section 5), so a user
     * sees why advice differs: 'Read as an academic CV'. Added to CONTRACT.md's shape.
     */
    documentKind: documentKindSchema.optional(),
  })
  .refine(
    (g) =>
      gradedAreas.every(
        (area) => (g.finalGrade[area] === notApplicable) === (g.scores[area] === null),
      ),
    { message: "An area's score is null exactly where its grade is 'N/A'", path: ['scores'] },
  );
export type Grading = z.infer<typeof gradingSchema>;

/** The results page's 'N suggestions' (SPEC section 2). */
export function suggestionCount(grading: Pick<Grading, 'totalMistakes'>): number {
  const t = grading.totalMistakes;
  return t.content + t.formattingVertical + t.formattingHorizontal + t.writing;
}

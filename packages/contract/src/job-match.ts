import { z } from 'zod';
import { boxSchema } from './grading.ts';

/** Issue 15, part 1: matching a graded resume to a pasted job description. */
export const jobDescriptionLimits = { min: 200, max: 20_000 } as const;

export const jobMatchMessages = {
  tooShort: `Paste the whole job description: at least ${jobDescriptionLimits.min} characters.`,
  tooLong: `The job description is too long: at most ${jobDescriptionLimits.max.toLocaleString('en-US')} characters.`,
  notText: 'The job description must be plain text.',
  unsupportedLanguage:
    'Job match reads job descriptions written in English, German, French, Spanish, Portuguese, Italian or Dutch.',
  tooComplex: 'This description is too complex to read. Paste the job description as plain text.',
  readingTooComplex: 'This resume is too complex to read in time.',
  notGraded: 'Grade this resume first, then match it to a job.',
  readingNotGraded: 'Grade this resume first, then see how it reads.',
  notFound: 'Job match not found.',
  deleted: 'Job match deleted',
} as const;

/**
 * Letters make most of a job description; control characters (other than tabs and line
 * breaks) never appear in one: a file's bytes pasted as text do.
 */
const looksLikeText = (text: string) =>
  // eslint-disable-next-line no-control-regex
  !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffd]/u.test(text) &&
  (text.match(/\p{L}/gu)?.length ?? 0) >= text.replace(/\s/gu, '').length * 0.5;

/**
 * A pasted text as it is read and kept: runs of spaces and tabs as one space, each line
 * trimmed, at most one blank line in a row. Every pattern that reads a posting sees it so:
 * a run of 19,500 spaces is one space, not the start of as many searches (issue 32).
 */
export const tidyText = (text: string): string =>
  text
    .replace(/\r\n?/gu, '\n')
    .split('\n')
    .map((line) => line.replace(/[^\S\n]+/gu, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/gu, '\n\n')
    .trim();

export const jobMatchRequestSchema = z.object({
  jobDescription: z
    .string(jobMatchMessages.tooShort)
    .transform(tidyText)
    .pipe(
      z
        .string()
        .min(jobDescriptionLimits.min, jobMatchMessages.tooShort)
        .max(jobDescriptionLimits.max, jobMatchMessages.tooLong)
        .refine(looksLikeText, jobMatchMessages.notText),
    ),
});
export type JobMatchRequest = z.infer<typeof jobMatchRequestSchema>;

export const jobMatchIdParamsSchema = z.object({
  id: z.uuid(jobMatchMessages.notFound),
  matchId: z.uuid(jobMatchMessages.notFound),
});

/** The kinds of terms a description asks for; each is scored on its own (jobMatchWeights). */
export const termCategories = ['skills', 'certifications', 'softSkills'] as const;
export type TermCategory = (typeof termCategories)[number];

export const termCategoryNames: Record<TermCategory, string> = {
  skills: 'Hard skills and tools',
  certifications: 'Certifications',
  softSkills: 'Soft skills',
};

export const placeSchema = z.object({ page: z.number().int().min(0), box: boxSchema });

export const matchedTermSchema = z.object({
  /** The canonical name: 'JavaScript' for 'JS', 'Kubernetes' for 'k8s'. */
  term: z.string(),
  category: z.enum(termCategories),
  inDescription: z.number().int().min(1),
  inResume: z.number().int().min(0),
  /** Where the resume names it, in page-image pixels. */
  places: z.array(placeSchema),
  /** Named outside any 'nice to have' part of the description. */
  required: z.boolean(),
  /** Found only in a skills list, never in what a role or project says. */
  onlyInSkills: z.boolean(),
  /** For a found term: the resume's words that name it, a line at most. */
  evidence: z.string().optional(),
  /** For a missing term: where it would fit. */
  suggestion: z.string().optional(),
  /**
   * Where the description names it: [start, end) character offsets in the description as
   * saved (tidied). Absent in matches made before issue 36.
   */
  inPosting: z.array(z.tuple([z.number().int().min(0), z.number().int().min(0)])).optional(),
});
export type MatchedTerm = z.infer<typeof matchedTermSchema>;

export const degreeLevels = [
  'high school',
  'associate',
  'bachelor',
  'master',
  'doctorate',
] as const;
export type DegreeLevel = (typeof degreeLevels)[number];

export const matchWarningKinds = [
  'skillsListOnly',
  'titleMismatch',
  'experienceShort',
  'degreeMissing',
  'languageMismatch',
] as const;

export const matchWarningSchema = z.object({
  kind: z.enum(matchWarningKinds),
  message: z.string(),
});

/** How much of the score each part is worth when the description asks for it. */
export const jobMatchWeights = {
  skills: 50,
  title: 15,
  experience: 10,
  education: 10,
  certifications: 10,
  softSkills: 5,
} as const;
export type ScorePart = keyof typeof jobMatchWeights;

export const scorePartSchema = z.object({
  part: z.enum(Object.keys(jobMatchWeights) as [ScorePart, ...ScorePart[]]),
  /** The part's weight after the parts the description does not ask for are left out. */
  weight: z.number(),
  /** 0..1: how much of it the resume meets. */
  met: z.number().min(0).max(1),
});

export const jobMatchResultSchema = z.object({
  score: z.number().int().min(0).max(100),
  jobTitle: z.string().nullable(),
  /** Canonical names of the description's terms and requirements the resume meets. */
  found: z.array(z.string()),
  missing: z.array(z.string()),
  terms: z.object({
    found: z.array(matchedTermSchema),
    missing: z.array(matchedTermSchema),
  }),
  title: z.object({
    asked: z.string().nullable(),
    resume: z.string().nullable(),
    /** 0..1: shared title words, seniority aside. */
    similarity: z.number().min(0).max(1).nullable(),
  }),
  experience: z.object({
    askedYears: z.number().nullable(),
    resumeYears: z.number().nullable(),
  }),
  education: z.object({
    askedLevel: z.enum(degreeLevels).nullable(),
    askedField: z.string().nullable(),
    resumeLevel: z.enum(degreeLevels).nullable(),
    resumeDegree: z.string().nullable(),
    met: z.boolean().nullable(),
  }),
  warnings: z.array(matchWarningSchema),
  scoreParts: z.array(scorePartSchema),
});
export type JobMatchResult = z.infer<typeof jobMatchResultSchema>;

export const jobMatchSchema = jobMatchResultSchema.extend({
  id: z.uuid(),
  resumeId: z.uuid(),
  createdAt: z.iso.datetime(),
  jobDescription: z.string(),
});
export type JobMatch = z.infer<typeof jobMatchSchema>;

export const jobMatchListItemSchema = jobMatchSchema.pick({
  id: true,
  createdAt: true,
  jobTitle: true,
  score: true,
});
export type JobMatchListItem = z.infer<typeof jobMatchListItemSchema>;
export const jobMatchListSchema = z.array(jobMatchListItemSchema);

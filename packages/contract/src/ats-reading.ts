import { z } from 'zod';
import { boxSchema } from './grading.ts';

/**
 * Issue 15, part 2: what an applicant tracking system reads from a resume, field by field,
 * in reading order. Every field carries where it is printed (boxes in the page images'
 * pixels, like the Grading JSON) and, when the reader is unsure of it, why.
 */
export const readFieldSchema = z.object({
  text: z.string(),
  page: z.number().int().min(0),
  boxes: z.array(boxSchema),
  /** Why this field may be read wrong: columns interleaved, a date not understood, ... */
  warning: z.string().optional(),
});
export type ReadField = z.infer<typeof readFieldSchema>;

/** 'YYYY-MM' or 'YYYY' as JSON Resume writes dates; 'present' for an ongoing one. */
export const readDateSchema = z.union([
  z.string().regex(/^\d{4}(?:-(?:0[1-9]|1[0-2]))?$/),
  z.literal('present'),
]);

export const readPositionSchema = z.object({
  title: readFieldSchema.nullable(),
  employer: readFieldSchema.nullable(),
  location: readFieldSchema.nullable(),
  dates: readFieldSchema.nullable(),
  startDate: readDateSchema.nullable(),
  endDate: readDateSchema.nullable(),
  bullets: z.array(readFieldSchema),
});
export type ReadPosition = z.infer<typeof readPositionSchema>;

export const readEducationSchema = z.object({
  institution: readFieldSchema.nullable(),
  degree: readFieldSchema.nullable(),
  dates: readFieldSchema.nullable(),
  startDate: readDateSchema.nullable(),
  endDate: readDateSchema.nullable(),
});
export type ReadEducation = z.infer<typeof readEducationSchema>;

export const readSectionSchema = z.object({
  /** The section kind the reader filed it under: 'experience', 'skills', ... */
  kind: z.string(),
  heading: readFieldSchema.nullable(),
});

export const atsReadingSchema = z.object({
  name: readFieldSchema.nullable(),
  headline: readFieldSchema.nullable(),
  email: readFieldSchema.nullable(),
  phone: readFieldSchema.nullable(),
  location: readFieldSchema.nullable(),
  links: z.array(readFieldSchema),
  summary: readFieldSchema.nullable(),
  positions: z.array(readPositionSchema),
  education: z.array(readEducationSchema),
  skills: z.array(readFieldSchema),
  languages: z.array(readFieldSchema),
  certifications: z.array(readFieldSchema),
  sections: z.array(readSectionSchema),
  /** Warnings about the whole document, e.g. a two-column page. */
  warnings: z.array(z.string()),
});
export type AtsReading = z.infer<typeof atsReadingSchema>;

/**
 * A JSON Resume document (https://jsonresume.org/schema, v1.0.0). Checked against the
 * official schema in tests; here only its outline, as the API passes it through.
 */
export const jsonResumeSchema = z
  .object({
    $schema: z.string(),
    basics: z.record(z.string(), z.unknown()),
    meta: z.record(z.string(), z.unknown()),
  })
  .catchall(z.unknown());
export type JsonResume = z.infer<typeof jsonResumeSchema>;

export const jsonResumeSchemaUrl =
  'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

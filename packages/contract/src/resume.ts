import { z } from 'zod';
import { messages } from './validation.ts';

/** SPEC section 5: only PDF; issue 5: at most 10 MB. */
export const maxResumeBytes = 10 * 1024 * 1024;
export const maxFileNameLength = 200;
export const pdfContentType = 'application/pdf';
/** Every PDF starts with these bytes; the upload is checked by content, not by its name. */
export const pdfMagic = '%PDF-';

export const resumeMessages = {
  invalidPdf: messages.invalidPdf,
  tooLarge: 'The file is larger than 10 MB. Please select a smaller PDF.',
  renamed: 'Resume file name updated successfully',
  deleted: 'Resume deleted successfully',
  restored: 'Resume restored',
  /** Undo asked for after its window, or of a resume that was never deleted. */
  notRestorable: 'This resume can no longer be restored.',
  uploaded: 'Resume uploaded successfully',
  /** SPEC section 8's error card: any file the grader cannot read. */
  unreadable: 'There is an issue with your resume file or format that prevents us from grading it.',
  uploadFailed: 'Error uploading resume. Server returned an error.',
  stillUploading: 'The file is still being uploaded. Please wait a moment and try again.',
  previewBusy: 'We are preparing many resumes right now. Please try again in a few seconds.',
  notFound: 'Resume not found.',
  imageNotFound: 'Image not found.',
} as const;

/** `{id}` in every `/api/resume/{id}/…` path: anything but a uuid names no resume. */
export const resumeIdParamsSchema = z.object({ id: z.uuid(resumeMessages.notFound) });

/** `/api/resume/{id}/pages/{page}.png`: a page number of at most three digits. */
export const pageImageParamsSchema = resumeIdParamsSchema.extend({
  file: z
    .string()
    .regex(/^\d{1,3}\.png$/, resumeMessages.imageNotFound)
    .transform((file) => Number.parseInt(file, 10)),
});

/**
 * Characters a name never shows but that change how it reads: C0 and C1 controls (a
 * terminal's colour codes) and the bidirectional overrides, embeddings, isolates and marks
 * that turn 'big\u202egnp.pdf' into 'bigfdp.png' on screen (issue 32).
 */
const invisibleControls =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/**
 * The last path component, without invisible controls: 'C:\\fakepath\\cv.pdf' and
 * '../cv.pdf' are stored as 'cv.pdf'.
 */
export function baseFileName(name: string): string {
  return (name.replace(invisibleControls, '').split(/[/\\]/).pop() ?? '').trim();
}

/**
 * `POST /api/resume/request-upload` and `/public-request-upload` (SPEC section 7): the
 * file's name and type as the browser reports them. Anything but a `.pdf` name of at most
 * 200 characters with type application/pdf is 'Please select a valid PDF'.
 */
export const requestUploadSchema = z.object({
  fileName: z
    .string(messages.invalidPdf)
    .transform(baseFileName)
    .refine((n) => n.length > 4 && n.length <= maxFileNameLength, messages.invalidPdf)
    .refine((n) => /\.pdf$/i.test(n), messages.invalidPdf),
  type: z.literal(pdfContentType, messages.invalidPdf),
  /** Issue 16: the upload is a new version of this report of the caller's. */
  previousVersionId: z.uuid(resumeMessages.notFound).optional(),
});
export type RequestUpload = z.infer<typeof requestUploadSchema>;

/**
 * SPEC section 3, 'Upload init response'. `Key` keeps the SPEC's spelling. The URL expires
 * in 5 minutes. With `method` 'PUT' (local storage), PUT the PDF bytes there with
 * `Content-Type: application/pdf`; with 'POST' (S3), send a multipart form of `fields`
 * followed by the file as `file`.
 */
export const uploadInitResponseSchema = z.object({
  resumeId: z.uuid(),
  url: z.string(),
  method: z.enum(['PUT', 'POST']),
  fields: z.record(z.string(), z.string()).optional(),
  Key: z.string(),
  fileName: z.string(),
});
export type UploadInitResponse = z.infer<typeof uploadInitResponseSchema>;

/** One page image of a resume: served only to its owner (or, unclaimed, its uploader). */
export const pageImageSchema = z.object({
  page: z.number().int().min(0),
  /** `/api/resume/{id}/pages/{page}.png`: 1400 px high, the Grading JSON's boxes use it. */
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type PageImage = z.infer<typeof pageImageSchema>;

/**
 * `POST /api/resume/{id}/uploaded`: the stored file, checked, and its page images for the
 * preview (SPEC section 2 'Resume preview'), rendered once on confirmation.
 */
export const uploadedResumeSchema = z.object({
  resumeId: z.uuid(),
  fileName: z.string(),
  sizeBytes: z.number().int(),
  pages: z.array(pageImageSchema),
  /** The card image (240 px wide), `/api/resume/{id}/thumbnail.png`. */
  thumbnail: z.string(),
});
export type UploadedResume = z.infer<typeof uploadedResumeSchema>;

export const resumeSorts = ['date', 'asc', 'desc'] as const;
export type ResumeSort = (typeof resumeSorts)[number];
export const maxResumePageSize = 50;

/** `GET /api/resumes`: 'date' is newest first; 'asc' and 'desc' order by file name. */
export const listResumesQuerySchema = z.object({
  search: z.string().trim().max(maxFileNameLength).optional(),
  sort: z.enum(resumeSorts).default('date'),
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(maxResumePageSize).default(20),
});
export type ListResumesQuery = z.input<typeof listResumesQuerySchema>;
/** The query as the server reads it, defaults filled in. */
export type ResumeListOptions = z.output<typeof listResumesQuerySchema>;

/** A creation time our server could have written: PostgreSQL refuses far-off years. */
const cursorTime = z.iso
  .datetime()
  .refine((value) => Date.parse(value) >= 0, 'must not be before 1970');

/**
 * What a `nextCursor` holds once decoded (base64url JSON): the sort, the last row's sort
 * value and its id. Anything else is a 400, never a query.
 */
export const resumeCursorSchema = z.union([
  z.tuple([z.literal('date'), cursorTime, z.uuid()]),
  // A file name as stored: PostgreSQL text holds no NUL.
  z.tuple([
    z.enum(['asc', 'desc']),
    z
      .string()
      .max(maxFileNameLength)
      .refine((name) => !name.includes('\u0000')),
    z.uuid(),
  ]),
]);
export type ResumeCursor = z.infer<typeof resumeCursorSchema>;

export const resumeListItemSchema = z.object({
  resumeId: z.uuid(),
  fileName: z.string(),
  createdAt: z.iso.datetime(),
  cumulativeGrade: z.string().nullable(),
  /** The card image's url; null shows the placeholder (SPEC section 2 'Resume card'). */
  thumbnail: z.string().nullable(),
});

/** An earlier version under a card of My Reports (issue 16). */
export const earlierVersionSchema = resumeListItemSchema.extend({
  version: z.number().int().min(1),
});

/** A card of My Reports: a resume's latest version, with the versions before it. */
export const resumeGroupSchema = resumeListItemSchema.extend({
  /** 1 for a resume never uploaded again; 3 for the third version. */
  version: z.number().int().min(1),
  /** Newest first. */
  earlier: z.array(earlierVersionSchema),
});
export type ResumeListItem = z.infer<typeof resumeListItemSchema>;
export type ResumeGroup = z.infer<typeof resumeGroupSchema>;

export const resumeListSchema = z.object({
  items: z.array(resumeGroupSchema),
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
});
export type ResumeList = z.infer<typeof resumeListSchema>;

/**
 * `PUT /api/resume/update_resumes/{id}`: the card edits the name without '.pdf' and shows it
 * after; either form is accepted and the stored name always ends in '.pdf'.
 */
export const renameResumeSchema = z.strictObject({
  fileName: z
    .string(messages.required)
    .transform(baseFileName)
    // A name, not only the extension ('.pdf').
    .refine((n) => n.replace(/\.pdf$/i, '').trim().length > 0, messages.required)
    .transform((n) => (/\.pdf$/i.test(n) ? n : `${n}.pdf`))
    .refine((n) => n.length <= maxFileNameLength, {
      message: `Please keep this under ${maxFileNameLength} characters`,
    }),
});
export type RenameResume = z.infer<typeof renameResumeSchema>;

/** Where a resume's images are served (to its owner only). */
export const resumeImageUrls = {
  page: (resumeId: string, page: number) => `/api/resume/${resumeId}/pages/${page}.png`,
  /** The Grading JSON records this pattern's urls; `{page}` is the page number. */
  pagePattern: (resumeId: string) => `/api/resume/${resumeId}/pages/{page}.png`,
  thumbnail: (resumeId: string) => `/api/resume/${resumeId}/thumbnail.png`,
};

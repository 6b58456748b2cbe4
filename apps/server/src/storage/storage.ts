import type { Readable } from 'node:stream';

export interface SignedUpload {
  key: string;
  contentType: string;
  maxBytes: number;
  expiresSeconds: number;
  /**
   * The origin the browser called us on: local storage's upload URL points back at this
   * server, so it must be an origin the browser can reach (PUBLIC_URL wins when set).
   */
  origin: string;
}

/**
 * How the browser sends the file: a PUT of the bytes to our own signed URL (local storage),
 * or a multipart POST of `fields` then the file to S3, whose policy S3 enforces.
 */
export type UploadTarget =
  { method: 'PUT'; url: string } | { method: 'POST'; url: string; fields: Record<string, string> };

export interface StoredObject {
  sizeBytes: number;
}

/**
 * Where resume files live. The database keeps only their keys and metadata (STYLE.md). Keys
 * are made by the server ('resumes/<uuid>.pdf'), never taken from a client.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  /**
   * A short-lived target the browser sends the bytes of `upload.key` to. What arrives is
   * taken into `key` by `acceptUpload`; no upload target can write `key` after that.
   */
  uploadTarget(upload: SignedUpload): Promise<UploadTarget>;
  /** Moves what the upload target received into `key`; nothing when nothing arrived. */
  acceptUpload(key: string): Promise<void>;
  get(key: string): Promise<Readable>;
  /** Writes a file the server made itself (page images), replacing any earlier one. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The first `length` bytes (fewer if the object is shorter): a ranged read. */
  head(key: string, length: number): Promise<Buffer>;
  /** Size of the stored object, or undefined when there is none. */
  stat(key: string): Promise<StoredObject | undefined>;
  exists(key: string): Promise<boolean>;
  /** Idempotent: deleting a missing key succeeds, so a failed delete can simply be retried. */
  delete(key: string): Promise<void>;
  /**
   * Every file of a resume, known to its row or not ('resumes/<id>.pdf', its upload slot and
   * all under 'resumes/<id>/'): the orphan-file sweep's removal. Idempotent.
   */
  removeAllOf(resumeId: string): Promise<void>;
}

/**
 * A resume's PDF, one of its images, its report, or the slot an S3 upload lands in before
 * it is accepted: `resumes/<uuid>.pdf`, `resumes/<uuid>/page-0.png`,
 * `resumes/<uuid>/report.pdf`, `uploads/<uuid>.pdf`.
 */
export const keyPattern =
  /^(?:resumes\/[0-9a-f-]{36}(?:\.pdf|\/(?:page-\d{1,3}|thumbnail)\.png|\/report\.pdf)|uploads\/[0-9a-f-]{36}\.pdf)$/;

export const resumeKeys = {
  pdf: (resumeId: string) => `resumes/${resumeId}.pdf`,
  /** Where a browser's S3 upload of `resumes/<uuid>.pdf` lands until it is accepted. */
  uploadSlot: (pdfKey: string) => pdfKey.replace(/^resumes\//, 'uploads/'),
  page: (resumeId: string, page: number) => `resumes/${resumeId}/page-${page}.png`,
  thumbnail: (resumeId: string) => `resumes/${resumeId}/thumbnail.png`,
  /** The downloadable report (issue 16), cached once made. */
  report: (resumeId: string) => `resumes/${resumeId}/report.pdf`,
};

/**
 * Every file a resume has in storage: its PDF, its upload slot, page images, thumbnail and
 * report (deleting one never made is harmless).
 */
export function storedKeys(resume: {
  id: string;
  storageKey: string;
  thumbnailKey: string | null;
  pages: readonly unknown[] | null;
}): string[] {
  return [
    resume.storageKey,
    resumeKeys.uploadSlot(resume.storageKey),
    ...(resume.pages ?? []).map((_, page) => resumeKeys.page(resume.id, page)),
    ...(resume.thumbnailKey ? [resume.thumbnailKey] : []),
    resumeKeys.report(resume.id),
  ];
}

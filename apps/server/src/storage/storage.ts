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

export interface StoredObject {
  sizeBytes: number;
}

/**
 * Where resume files live. The database keeps only their keys and metadata (STYLE.md). Keys
 * are made by the server ('resumes/<uuid>.pdf'), never taken from a client.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  /** A short-lived URL the browser PUTs the bytes to, with `Content-Type: contentType`. */
  putSignedUrl(upload: SignedUpload): Promise<string>;
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
}

/** A resume's PDF, or one of its images: `resumes/<uuid>.pdf`, `resumes/<uuid>/page-0.png`. */
export const keyPattern = /^resumes\/[0-9a-f-]{36}(?:\.pdf|\/(?:page-\d{1,3}|thumbnail)\.png)$/;

export const resumeKeys = {
  pdf: (resumeId: string) => `resumes/${resumeId}.pdf`,
  page: (resumeId: string, page: number) => `resumes/${resumeId}/page-${page}.png`,
  thumbnail: (resumeId: string) => `resumes/${resumeId}/thumbnail.png`,
};

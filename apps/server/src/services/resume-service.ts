import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Readable } from 'node:stream';
import { errorCodes } from '@resumegrader/contract/errors';
import {
  type ListResumesQuery,
  listResumesQuerySchema,
  maxResumeBytes,
  pdfContentType,
  pdfMagic,
  type PageImage,
  type RequestUpload,
  resumeImageUrls,
  type ResumeList,
  type ResumeListItem,
  resumeCursorSchema,
  resumeMessages,
  type ResumeSort,
  type UploadedResume,
  type UploadInitResponse,
} from '@resumegrader/contract/resume';
import { UnreadablePdfError, unreadableMessages } from '@resumegrader/grader/errors';
import { GradingFailedError, PoolBusyError, type PreviewPool } from '@resumegrader/grader/pool';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../http/app-error.ts';
import {
  type ResumeKeyset,
  type ResumeRepository,
  type ResumeRow,
  storedKeys,
} from '../repositories/resume-repository.ts';
import type { AppStorage } from '../storage/create-storage.ts';
import type { WriteResult } from '../storage/local-storage.ts';
import { readAll, TooLargeError } from '../storage/read-all.ts';
import { resumeKeys } from '../storage/storage.ts';
import type { UploadTokenSigner } from '../storage/upload-token.ts';
import type { RateLimit, RateLimiter } from './rate-limiter.ts';

/** Signed upload URLs live 5 minutes (issue 5: 'signed URLs expire'). */
export const uploadUrlSeconds = 5 * 60;
/** A visitor's upload waits this long for its uploader to sign up and claim it. */
export const claimWindowMs = 24 * 60 * 60 * 1000;
/** An upload not confirmed this long after its URL (5 minutes) was handed out is abandoned. */
export const unconfirmedMaxAgeMs = 60 * 60 * 1000;
/** Above the preview pool's time limit plus reading and storing: a lease outlives its render. */
const previewLeaseSeconds = 60;
/**
 * How often a request waiting for another's render looks again: soon at first, then less
 * often, so a crowd of waiting requests cannot keep the database busy.
 */
const previewWait = { firstMs: 100, maxMs: 1000, factor: 1.5 } as const;
const previewBusyRetrySeconds = 5;

const magic = Buffer.from(pdfMagic, 'latin1');
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// One answer for 'no such resume' and 'not yours', so ids leak nothing (issue 5, point 7).
const notFound = () => new AppError(404, errorCodes.notFound, 'Resume not found.');
const invalidPdf = () => new AppError(400, errorCodes.invalidPdf, resumeMessages.invalidPdf);
const tooLarge = () =>
  new AppError(413, errorCodes.payloadTooLarge, resumeMessages.tooLarge, { connection: 'close' });

/** The contract's list item (SPEC section 3 'Resume'); never the raw row. */
export function mapResumeListItem(row: ResumeRow): ResumeListItem {
  return {
    resumeId: row.id,
    fileName: row.fileName || 'No Name',
    createdAt: row.createdAt.toISOString(),
    cumulativeGrade: row.cumulativeGrade,
    thumbnail: row.thumbnailKey ? resumeImageUrls.thumbnail(row.id) : null,
  };
}

export function pageImagesOf(row: Pick<ResumeRow, 'id' | 'pages'>): PageImage[] {
  return (row.pages ?? []).map((size, page) => ({
    page,
    url: resumeImageUrls.page(row.id, page),
    ...size,
  }));
}

const pngType = 'image/png';

function encodeCursor(row: ResumeRow, order: ResumeSort): string {
  const value = order === 'date' ? row.createdAt.toISOString() : row.fileName.toLowerCase();
  return Buffer.from(JSON.stringify([order, value, row.id])).toString('base64url');
}

function decodeCursor(cursor: string, order: ResumeSort): ResumeKeyset {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    decoded = undefined;
  }
  const parsed = resumeCursorSchema.safeParse(decoded);
  if (!parsed.success || parsed.data[0] !== order) {
    throw new AppError(400, errorCodes.validation, 'cursor: This page cursor is not valid.');
  }
  const [kind, value, id] = parsed.data;
  return kind === 'date' ? { createdAt: new Date(value), id } : { name: value, id };
}

export interface ResumeServiceDeps {
  resumes: ResumeRepository;
  storage: AppStorage;
  /** Renders the preview's page images, in threads of their own (not the graders'). */
  previews: PreviewPool;
  /** Local storage only: checks the token of `PUT /api/uploads/:token`. */
  uploadTokens: UploadTokenSigner | undefined;
  limiter: RateLimiter;
  limits: {
    /** Visitor upload requests per client address. */
    publicUpload: RateLimit;
    /** Visitor confirmations that render a preview, per client address. */
    publicPreview: RateLimit;
    /** Upload requests per signed-in account. */
    upload: RateLimit;
  };
  log: FastifyBaseLogger;
}

export function resumeService(deps: ResumeServiceDeps) {
  const { resumes, storage } = deps;

  async function createUpload(
    userId: string | null,
    input: RequestUpload,
    origin: string,
  ): Promise<UploadInitResponse> {
    const id = randomUUID();
    const key = `resumes/${id}.pdf`;
    await resumes.insert({
      id,
      userId,
      fileName: input.fileName,
      storageKey: key,
      claimExpiresAt: userId ? null : new Date(Date.now() + claimWindowMs),
    });
    const target = await storage.uploadTarget({
      key,
      contentType: pdfContentType,
      maxBytes: maxResumeBytes,
      expiresSeconds: uploadUrlSeconds,
      origin,
    });
    return { resumeId: id, ...target, Key: key, fileName: input.fileName };
  }

  /** Deletes stored files first: a failure keeps the row, so a retry finishes the job. */
  async function removeResume(row: ResumeRow): Promise<void> {
    for (const key of storedKeys(row)) await storage.delete(key);
    await resumes.remove(row.id);
  }

  /** Refuses a file the preview could not render; it is deleted, so never rendered again. */
  async function refuse(row: ResumeRow, reason: string, message: string): Promise<never> {
    deps.log.info({ resumeId: row.id, reason }, 'unreadable upload removed');
    await removeResume(row);
    throw new AppError(400, errorCodes.unreadablePdf, `${resumeMessages.unreadable} ${message}`);
  }

  async function render(row: ResumeRow): Promise<ResumeRow> {
    let preview;
    try {
      const bytes = await readAll(await storage.get(row.storageKey), maxResumeBytes);
      preview = await deps.previews.preview(bytes);
    } catch (error) {
      if (error instanceof TooLargeError) {
        await removeResume(row);
        throw tooLarge();
      }
      if (error instanceof UnreadablePdfError) return refuse(row, error.reason, error.message);
      // Past the preview's time limit, or its thread died on the file: the file's doing.
      if (error instanceof GradingFailedError) {
        return refuse(row, `preview ${error.reason}`, unreadableMessages.TooComplex);
      }
      if (error instanceof PoolBusyError) {
        throw new AppError(503, errorCodes.serviceUnavailable, resumeMessages.previewBusy, {
          'retry-after': String(previewBusyRetrySeconds),
        });
      }
      throw error;
    }
    for (const image of preview.images) {
      await storage.put(resumeKeys.page(row.id, image.page), image.png, pngType);
    }
    const thumbnailKey = resumeKeys.thumbnail(row.id);
    await storage.put(thumbnailKey, preview.thumbnail.png, pngType);
    const pages = preview.images.map(({ width, height }) => ({ width, height }));
    await resumes.savePreview(row.id, pages, thumbnailKey);
    return { ...row, pages, thumbnailKey };
  }

  /**
   * The preview's page images and the card's thumbnail, rendered once from the stored PDF,
   * by one request at a time on any server: the others wait for its outcome. A visitor's
   * render counts against their address. A file the renderer refuses is removed with its
   * row: the user uploads another.
   */
  async function renderPreview(row: ResumeRow, visitorIp: string | undefined): Promise<ResumeRow> {
    if (row.pages) return row;
    if (visitorIp !== undefined) await deps.limiter.consume(deps.limits.publicPreview, visitorIp);
    let current: ResumeRow | undefined = row;
    let wait: number = previewWait.firstMs;
    while (!(await resumes.takePreviewLease(current.id, previewLeaseSeconds))) {
      await sleep(wait);
      wait = Math.min(previewWait.maxMs, wait * previewWait.factor);
      current = await resumes.findById(current.id);
      // Refused and removed by the render we waited for.
      if (!current) throw notFound();
      if (current.pages) return current;
    }
    try {
      return await render(current);
    } catch (error) {
      // The next request renders, rather than waiting out the lease (a refused file's row
      // is gone already).
      await resumes.releasePreviewLease(current.id);
      throw error;
    }
  }

  /** Owner, or anyone holding the id of a visitor's upload still waiting to be claimed. */
  async function findVisible(id: string, userId: string | undefined): Promise<ResumeRow> {
    const row = uuidPattern.test(id) ? await resumes.findById(id) : undefined;
    const visible =
      row &&
      (row.userId === null
        ? row.claimExpiresAt !== null && row.claimExpiresAt.getTime() > Date.now()
        : row.userId === userId);
    if (!row || !visible) throw notFound();
    return row;
  }

  const uploaded = (row: ResumeRow): UploadedResume => ({
    resumeId: row.id,
    fileName: row.fileName,
    sizeBytes: row.sizeBytes ?? 0,
    pages: pageImagesOf(row),
    thumbnail: resumeImageUrls.thumbnail(row.id),
  });

  async function findOwned(userId: string, id: string): Promise<ResumeRow> {
    const row = uuidPattern.test(id) ? await resumes.findOwned(id, userId) : undefined;
    if (!row) throw notFound();
    return row;
  }

  return {
    /** A signed-in user's upload, limited per account. */
    async requestUpload(userId: string, input: RequestUpload, origin: string) {
      await deps.limiter.consume(deps.limits.upload, userId);
      return createUpload(userId, input, origin);
    },

    /** A visitor's upload (SPEC section 6), limited per client address. */
    async requestPublicUpload(ip: string, input: RequestUpload, origin: string) {
      await deps.limiter.consume(deps.limits.publicUpload, ip);
      return createUpload(null, input, origin);
    },

    /**
     * Local storage's upload URL: checks the token, streams at most 10 MB that must start
     * with '%PDF-' into place, then marks the resume uploaded. Nothing is kept on refusal.
     */
    async receiveLocalUpload(
      token: string,
      body: Readable,
      contentLength: number | undefined,
    ): Promise<void> {
      if (storage.kind !== 'local' || !deps.uploadTokens) throw notFound();
      const check = deps.uploadTokens.verify(token);
      if (!check.ok) {
        throw check.reason === 'expired'
          ? new AppError(
              403,
              errorCodes.uploadLinkExpired,
              'This upload link has expired. Please upload the file again.',
            )
          : new AppError(403, errorCodes.uploadLinkInvalid, 'This upload link is not valid.');
      }
      const { grant } = check;
      // Browsers send the length of a file body: refuse a large one before reading a byte.
      if (contentLength !== undefined && contentLength > grant.maxBytes) throw tooLarge();
      const row = await resumes.findByKey(grant.key);
      if (!row) throw new AppError(404, errorCodes.uploadNotFound, 'This upload no longer exists.');
      // One PUT per URL writes: a second one, concurrent or later, is refused here.
      if (!(await resumes.claimUpload(row.id))) {
        throw new AppError(
          409,
          errorCodes.uploadAlreadyDone,
          'This file is being uploaded or was already uploaded.',
        );
      }
      let result: WriteResult;
      try {
        result = await storage.write(grant.key, body, grant.maxBytes, magic);
      } catch (error) {
        await resumes.releaseUpload(row.id);
        throw error;
      }
      if (!result.ok) {
        await resumes.releaseUpload(row.id);
        throw result.reason === 'too-large' ? tooLarge() : invalidPdf();
      }
      if (!(await resumes.markUploaded(row.id, result.sizeBytes, 'uploading'))) {
        // Deleted while the bytes were arriving: the file must not outlive its row.
        await storage.delete(grant.key);
        throw new AppError(404, errorCodes.uploadNotFound, 'This upload no longer exists.');
      }
    },

    /**
     * `POST /api/resume/{id}/uploaded`, called after the browser's upload on either storage:
     * takes the upload into the resume's own key, checks that it exists, is at most 10 MB
     * and starts with '%PDF-' (deleting it otherwise), then renders the preview. With S3
     * this is the only check the bytes get; with local storage the PUT already made it. A
     * visitor's unclaimed upload may be confirmed without a session.
     */
    async confirmUpload(
      id: string,
      userId: string | undefined,
      ip: string,
    ): Promise<UploadedResume> {
      const row = await findVisible(id, userId);
      if (row.status === 'uploading') {
        throw new AppError(409, errorCodes.uploadInProgress, resumeMessages.stillUploading);
      }
      if (row.status === 'pending-upload') {
        await storage.acceptUpload(row.storageKey);
        const stored = await storage.stat(row.storageKey);
        if (!stored) {
          throw new AppError(
            400,
            errorCodes.uploadNotFound,
            'The file has not been uploaded yet. Please upload it again.',
          );
        }
        if (stored.sizeBytes > maxResumeBytes) {
          await storage.delete(row.storageKey);
          throw tooLarge();
        }
        const head = await storage.head(row.storageKey, magic.length);
        if (!head.equals(magic)) {
          await storage.delete(row.storageKey);
          throw invalidPdf();
        }
        await resumes.markUploaded(row.id, stored.sizeBytes, 'pending-upload');
        row.sizeBytes = stored.sizeBytes;
      }
      return uploaded(await renderPreview(row, userId === undefined ? ip : undefined));
    },

    /** A page image or the thumbnail, for its owner (or a visitor's unclaimed upload). */
    async image(
      id: string,
      userId: string | undefined,
      which: { page: number } | 'thumbnail',
    ): Promise<Readable> {
      const row = await findVisible(id, userId);
      const key =
        which === 'thumbnail'
          ? row.thumbnailKey
          : row.pages && which.page < row.pages.length
            ? resumeKeys.page(row.id, which.page)
            : null;
      // Checked first: a stream that fails after the answer has started cannot say 404.
      if (!key || !(await storage.exists(key))) {
        throw new AppError(404, errorCodes.notFound, 'Image not found.');
      }
      return storage.get(key);
    },

    async list(userId: string, rawQuery: ListResumesQuery): Promise<ResumeList> {
      const query = listResumesQuerySchema.parse(rawQuery);
      const after = query.cursor ? decodeCursor(query.cursor, query.sort) : undefined;
      const rows = await resumes.list({
        userId,
        search: query.search || undefined,
        order: query.sort,
        after,
        limit: query.limit + 1,
      });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: page.map(mapResumeListItem),
        nextCursor: rows.length > query.limit && last ? encodeCursor(last, query.sort) : null,
      };
    },

    async rename(userId: string, id: string, fileName: string): Promise<ResumeListItem> {
      const row = uuidPattern.test(id) ? await resumes.rename(id, userId, fileName) : undefined;
      if (!row) throw notFound();
      return mapResumeListItem(row);
    },

    async remove(userId: string, id: string): Promise<void> {
      await removeResume(await findOwned(userId, id));
    },

    /** Attaches a visitor's upload to the signed-in user (SPEC section 4, sign-up). */
    async claim(userId: string, id: string): Promise<ResumeListItem> {
      if (!uuidPattern.test(id)) throw notFound();
      await resumes.claim(id, userId);
      // Claimed now, or earlier by this same user (a retried request): both succeed.
      // Another user's, expired or unknown: the same 404.
      const row = await resumes.findOwned(id, userId);
      if (!row) throw notFound();
      return mapResumeListItem(row);
    },

    /** Account deletion: every file of the user's resumes, then their rows. */
    async removeAllOfUser(userId: string): Promise<void> {
      for (const { keys } of await resumes.keysOfUser(userId)) {
        for (const key of keys) await storage.delete(key);
      }
      await resumes.removeAllOfUser(userId);
    },

    /**
     * Uploads nobody will finish, files and rows: visitors' unclaimed within the day, and
     * uploads (anyone's) left unconfirmed an hour after their URL was handed out.
     */
    async sweepAbandoned(batch = 100): Promise<number> {
      const rows = await resumes.findAbandoned(new Date(Date.now() - unconfirmedMaxAgeMs), batch);
      for (const row of rows) await removeResume(row);
      return rows.length;
    },
  };
}
export type ResumeService = ReturnType<typeof resumeService>;

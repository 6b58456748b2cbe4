import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Readable } from 'node:stream';
import { errorCodes } from '@resumegrader/contract/errors';
import {
  maxResumeBytes,
  pdfContentType,
  pdfMagic,
  type RequestUpload,
  resumeMessages,
  type UploadedResume,
  type UploadInitResponse,
} from '@resumegrader/contract/resume';
import { UnreadablePdfError, unreadableMessages } from '@resumegrader/grader/errors';
import { versionMessages } from '@resumegrader/contract/versions';
import {
  type DocumentPool,
  GradingFailedError,
  PoolBusyError,
  type TaskOwner,
} from '@resumegrader/grader/pool';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../http/app-error.ts';
import type { Db } from '../db/database.ts';
import { resumeRepository, type ResumeRow } from '../repositories/resume-repository.ts';
import type { AppStorage } from '../storage/create-storage.ts';
import type { WriteResult } from '../storage/local-storage.ts';
import { readAll, TooLargeError } from '../storage/read-all.ts';
import type { UploadTokenSigner } from '../storage/upload-token.ts';
import { busyThreads } from './document-work.ts';
import { storePageImages } from './page-images.ts';
import type { RateLimit, RateLimiter } from './rate-limiter.ts';
import type { ResumeService } from './resume-service.ts';
import { resumeNotFound, uploadedResume } from './resume-views.ts';

/** Signed upload URLs live 5 minutes (issue 5: 'signed URLs expire'). */
export const uploadUrlSeconds = 5 * 60;
/** A visitor's upload waits this long for its uploader to sign up and claim it. */
export const claimWindowMs = 24 * 60 * 60 * 1000;
/** Above the preview pool's time limit plus reading and storing: a lease outlives its render. */
const previewLeaseSeconds = 60;
/**
 * How often a request waiting for another's render looks again: soon at first, then less
 * often, so a crowd of waiting requests cannot keep the database busy.
 */
const previewWait = { firstMs: 100, maxMs: 1000, factor: 1.5 } as const;
const previewBusyRetrySeconds = 5;

const magic = Buffer.from(pdfMagic, 'latin1');

const invalidPdf = () => new AppError(400, errorCodes.invalidPdf, resumeMessages.invalidPdf);
const tooLarge = () =>
  new AppError(413, errorCodes.payloadTooLarge, resumeMessages.tooLarge, { connection: 'close' });
const uploadGone = () =>
  new AppError(404, errorCodes.uploadNotFound, 'This upload no longer exists.');

export interface UploadServiceDeps {
  db: Db;
  /** Who may see a resume, and how one is removed with its files. */
  library: Pick<ResumeService, 'visible' | 'discard'>;
  storage: AppStorage;
  /** Renders the preview's page images, in threads of their own (not the graders'). */
  previews: DocumentPool;
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

/**
 * A resume's way in (issue 5, docs/decisions/011-resume-storage.md): the signed upload URL,
 * the bytes (local storage), the confirmation that checks them and renders the preview.
 */
export function uploadService(deps: UploadServiceDeps) {
  const { storage } = deps;
  const resumes = resumeRepository(deps.db);

  /** The group a new version joins: that of an uploaded resume of the caller's (issue 16). */
  async function versionGroupOf(userId: string | null, previousId: string): Promise<string> {
    const previous = userId ? await resumes.findOwned(previousId, userId) : undefined;
    if (!previous || previous.status !== 'uploaded') {
      throw new AppError(404, errorCodes.notFound, versionMessages.previousNotFound);
    }
    return previous.versionOf ?? previous.id;
  }

  async function createUpload(
    userId: string | null,
    input: RequestUpload,
    origin: string,
  ): Promise<UploadInitResponse> {
    const versionOf = input.previousVersionId
      ? await versionGroupOf(userId, input.previousVersionId)
      : null;
    const id = randomUUID();
    const key = `resumes/${id}.pdf`;
    await resumes.insert({
      id,
      userId,
      fileName: input.fileName,
      storageKey: key,
      claimExpiresAt: userId ? null : new Date(Date.now() + claimWindowMs),
      versionOf,
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

  /** Refuses a file the preview could not render; it is deleted, so never rendered again. */
  async function refuse(row: ResumeRow, reason: string, message: string): Promise<never> {
    deps.log.info({ resumeId: row.id, reason }, 'unreadable upload removed');
    await deps.library.discard(row);
    throw new AppError(400, errorCodes.unreadablePdf, `${resumeMessages.unreadable} ${message}`);
  }

  async function render(row: ResumeRow, owner: TaskOwner | undefined): Promise<ResumeRow> {
    let preview;
    try {
      const bytes = await readAll(await storage.get(row.storageKey), maxResumeBytes);
      preview = await deps.previews.preview(bytes, owner);
    } catch (error) {
      if (error instanceof TooLargeError) {
        await deps.library.discard(row);
        throw tooLarge();
      }
      if (error instanceof UnreadablePdfError) return refuse(row, error.reason, error.message);
      // Past the preview's time limit, or its thread died on the file: the file's doing.
      if (error instanceof GradingFailedError) {
        return refuse(row, `preview ${error.reason}`, unreadableMessages.TooComplex);
      }
      if (error instanceof PoolBusyError) {
        throw busyThreads(error, resumeMessages.previewBusy, previewBusyRetrySeconds);
      }
      // Deleted meanwhile: its file went from under the render.
      if (!(await resumes.findById(row.id))) throw resumeNotFound();
      throw error;
    }
    return { ...row, ...(await storePageImages(storage, resumes, row.id, preview)) };
  }

  /**
   * The preview's page images and the card's thumbnail, rendered once from the stored PDF,
   * by one request at a time on any server: the others wait for its outcome. A visitor's
   * render counts against their address. A file the renderer refuses is removed with its
   * row: the user uploads another.
   */
  /**
   * `owner`: the signed-in account whose turn the render takes (issue 32). A visitor's render
   * is an owner of its own: visitors share addresses (an office, a proxy), and their renders
   * are limited per address already (`publicPreview`).
   */
  async function renderPreview(
    row: ResumeRow,
    visitorIp: string | undefined,
    owner: TaskOwner | undefined,
  ): Promise<ResumeRow> {
    if (row.pages) return row;
    if (visitorIp !== undefined) await deps.limiter.consume(deps.limits.publicPreview, visitorIp);
    let current: ResumeRow | undefined = row;
    let wait: number = previewWait.firstMs;
    while (!(await resumes.takePreviewLease(current.id, previewLeaseSeconds))) {
      await sleep(wait);
      wait = Math.min(previewWait.maxMs, wait * previewWait.factor);
      current = await resumes.findById(current.id);
      // Refused and removed by the render we waited for.
      if (!current) throw resumeNotFound();
      if (current.pages) return current;
    }
    try {
      return await render(current, owner);
    } catch (error) {
      // The next request renders, rather than waiting out the lease (a refused file's row
      // is gone already).
      await resumes.releasePreviewLease(current.id);
      throw error;
    }
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
      if (storage.kind !== 'local' || !deps.uploadTokens) throw uploadGone();
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
      if (!row) throw uploadGone();
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
        throw uploadGone();
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
      const row = await deps.library.visible(id, userId);
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
      return uploadedResume(
        await renderPreview(row, userId === undefined ? ip : undefined, userId),
      );
    },
  };
}
export type UploadService = ReturnType<typeof uploadService>;

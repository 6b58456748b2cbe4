import { type AtsReading, atsReadingSchema } from '@resumegrader/contract/ats-reading';
import { errorCodes } from '@resumegrader/contract/errors';
import { jobMatchMessages } from '@resumegrader/contract/job-match';
import { maxResumeBytes } from '@resumegrader/contract/resume';
import {
  type DocumentPool,
  GradingFailedError,
  PoolBusyError,
  type TaskOwner,
} from '@resumegrader/grader/pool';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { resumeRepository, type ResumeRow } from '../repositories/resume-repository.ts';
import type { AppStorage } from '../storage/create-storage.ts';
import { readAll } from '../storage/read-all.ts';
import type { RateLimit, RateLimiter } from './rate-limiter.ts';
import { resumeNotFound } from './resume-views.ts';

/** Seconds a caller waits before trying again when every document thread is busy. */
const busyRetrySeconds = 5;

export interface DocumentWorkDeps {
  db: Db;
  storage: AppStorage;
  documents: DocumentPool;
  limiter: RateLimiter;
  /** Work on a resume's file per account: each parses the PDF or makes one. */
  limit: RateLimit;
}

/**
 * The answer to a full waiting line: the caller's own line full is their doing (429, in
 * the pool's words), everyone's is ours (503, in `message`); both say when to come back.
 */
export function busyThreads(error: PoolBusyError, message: string, retrySeconds: number) {
  const headers = { 'retry-after': String(retrySeconds) };
  return error.ownLine
    ? new AppError(429, errorCodes.tooManyRequests, error.message, headers)
    : new AppError(503, errorCodes.serviceUnavailable, message, headers);
}

/** The document threads' work, run for one owner: their tasks take turns with others'. */
export type OwnedDocuments = Pick<DocumentPool, 'read' | 'match' | 'report'>;

const ownedBy = (documents: DocumentPool, owner: TaskOwner): OwnedDocuments => ({
  read: (bytes) => documents.read(bytes, owner),
  match: (bytes, description, today) => documents.match(bytes, description, today, owner),
  report: (input) => documents.report(input, owner),
});

/**
 * Work the document threads do on a user's graded resume (issues 15 and 16): each counts
 * against the account's limit and runs as the account's, one at a time (issue 32); every
 * document thread busy is a 503 to retry; a task stopped at its time limit is a 422 that
 * says what was too complex (`tooComplex`), never a 500.
 */
export function documentWork(deps: DocumentWorkDeps) {
  const { db, storage, documents, limiter, limit } = deps;
  const resumes = resumeRepository(db);

  async function gradedResume(userId: string, resumeId: string, notGraded: string) {
    const row = await resumes.findOwned(resumeId, userId);
    if (!row) throw resumeNotFound();
    if (row.cumulativeGrade === null) {
      throw new AppError(409, errorCodes.resumeNotGraded, notGraded);
    }
    return row;
  }

  async function run<T>(
    userId: string,
    task: (pool: OwnedDocuments) => Promise<T>,
    tooComplex: string = jobMatchMessages.readingTooComplex,
  ): Promise<T> {
    await limiter.consume(limit, userId);
    try {
      return await task(ownedBy(documents, userId));
    } catch (error) {
      if (error instanceof PoolBusyError) throw busyThreads(error, error.message, busyRetrySeconds);
      if (error instanceof GradingFailedError && error.reason === 'Timeout') {
        throw new AppError(422, errorCodes.tooComplex, tooComplex);
      }
      throw error;
    }
  }

  /**
   * Work on a resume deleted meanwhile fails on its missing file or row (the row goes first,
   * then its files): that is the 404 it would have been a moment later, not a 500.
   */
  async function unlessDeleted<T>(userId: string, resumeId: string, work: () => Promise<T>) {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof AppError) && !(await resumes.findOwned(resumeId, userId))) {
        throw resumeNotFound();
      }
      throw error;
    }
  }

  const bytesOf = async (row: ResumeRow) =>
    readAll(await storage.get(row.storageKey), maxResumeBytes);

  /** What an ATS reads from the resume: worked out once, then kept with it. */
  async function reading(userId: string, row: ResumeRow): Promise<AtsReading> {
    const kept = await resumes.atsReading(row.id);
    if (kept) return atsReadingSchema.parse(kept);
    return unlessDeleted(userId, row.id, async () => {
      const read = await run(userId, async (pool) => pool.read(await bytesOf(row)));
      await resumes.keepAtsReading(row.id, read);
      return read;
    });
  }

  return { gradedResume, run, bytesOf, reading, unlessDeleted };
}
export type DocumentWork = ReturnType<typeof documentWork>;

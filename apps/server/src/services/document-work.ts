import { type AtsReading, atsReadingSchema } from '@resumegrader/contract/ats-reading';
import { errorCodes } from '@resumegrader/contract/errors';
import { maxResumeBytes } from '@resumegrader/contract/resume';
import { type DocumentPool, PoolBusyError } from '@resumegrader/grader/pool';
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
 * Work the document threads do on a user's graded resume (issues 15 and 16): each counts
 * against the account's limit; every document thread busy is a 503 to retry.
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

  async function run<T>(userId: string, task: (pool: DocumentPool) => Promise<T>): Promise<T> {
    await limiter.consume(limit, userId);
    try {
      return await task(documents);
    } catch (error) {
      if (error instanceof PoolBusyError) {
        throw new AppError(503, errorCodes.serviceUnavailable, error.message, {
          'retry-after': String(busyRetrySeconds),
        });
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
    const read = await run(userId, async (pool) => pool.read(await bytesOf(row)));
    await resumes.keepAtsReading(row.id, read);
    return read;
  }

  return { gradedResume, run, bytesOf, reading };
}
export type DocumentWork = ReturnType<typeof documentWork>;

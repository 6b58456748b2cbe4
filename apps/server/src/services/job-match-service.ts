import {
  type AtsReading,
  atsReadingSchema,
  type JsonResume,
} from '@resumegrader/contract/ats-reading';
import { errorCodes } from '@resumegrader/contract/errors';
import {
  type JobMatch,
  type JobMatchListItem,
  jobMatchMessages,
  jobMatchResultSchema,
} from '@resumegrader/contract/job-match';
import { maxResumeBytes } from '@resumegrader/contract/resume';
import { type DocumentPool, PoolBusyError } from '@resumegrader/grader/pool';
import { toJsonResume } from '@resumegrader/grader/reading/json-resume';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { type JobMatchRow, jobMatchRepository } from '../repositories/job-match-repository.ts';
import { resumeRepository, type ResumeRow } from '../repositories/resume-repository.ts';
import type { AppStorage } from '../storage/create-storage.ts';
import { readAll } from '../storage/read-all.ts';
import type { RateLimit, RateLimiter } from './rate-limiter.ts';
import { resumeNotFound } from './resume-views.ts';

/** Seconds a caller waits before trying again when every document thread is busy. */
const busyRetrySeconds = 5;

export interface JobMatchServiceDeps {
  db: Db;
  storage: AppStorage;
  documents: DocumentPool;
  limiter: RateLimiter;
  /** Matches and first readings per account: each parses the resume's PDF. */
  limit: RateLimit;
  now?: () => Date;
}

const matchNotFound = () => new AppError(404, errorCodes.notFound, jobMatchMessages.notFound);

function view(row: JobMatchRow): JobMatch {
  return {
    ...jobMatchResultSchema.parse(row.result),
    id: row.id,
    resumeId: row.resumeId,
    createdAt: row.createdAt.toISOString(),
    jobDescription: row.jobDescription,
  };
}

/**
 * Issue 15: a graded resume matched to job descriptions, and what an applicant tracking
 * system reads from it. Both parse the stored PDF in the document threads; the reading is
 * kept once worked out, every match is kept with its description.
 */
export function jobMatchService(deps: JobMatchServiceDeps) {
  const { db, storage, documents, limiter, limit, now = () => new Date() } = deps;
  const resumes = resumeRepository(db);
  const matches = jobMatchRepository(db);

  async function gradedResume(userId: string, resumeId: string): Promise<ResumeRow> {
    const row = await resumes.findOwned(resumeId, userId);
    if (!row) throw resumeNotFound();
    if (row.cumulativeGrade === null) {
      throw new AppError(409, errorCodes.resumeNotGraded, jobMatchMessages.notGraded);
    }
    return row;
  }

  /** Runs a document-thread task on the resume's file, counted against the account. */
  async function onFile<T>(
    userId: string,
    row: ResumeRow,
    task: (bytes: Uint8Array) => Promise<T>,
  ): Promise<T> {
    await limiter.consume(limit, userId);
    const bytes = await readAll(await storage.get(row.storageKey), maxResumeBytes);
    try {
      return await task(bytes);
    } catch (error) {
      if (error instanceof PoolBusyError) {
        throw new AppError(503, errorCodes.serviceUnavailable, error.message, {
          'retry-after': String(busyRetrySeconds),
        });
      }
      throw error;
    }
  }

  async function reading(userId: string, resumeId: string): Promise<AtsReading> {
    const row = await gradedResume(userId, resumeId);
    const kept = await resumes.atsReading(row.id);
    if (kept) return atsReadingSchema.parse(kept);
    const read = await onFile(userId, row, (bytes) => documents.read(bytes));
    await resumes.keepAtsReading(row.id, read);
    return read;
  }

  return {
    reading,

    async jsonResume(userId: string, resumeId: string): Promise<JsonResume> {
      return toJsonResume(await reading(userId, resumeId));
    },

    async match(userId: string, resumeId: string, jobDescription: string): Promise<JobMatch> {
      const row = await gradedResume(userId, resumeId);
      const outcome = await onFile(userId, row, (bytes) =>
        documents.match(bytes, jobDescription, now()),
      );
      if (!outcome.ok) {
        throw new AppError(400, errorCodes.unsupportedLanguage, jobMatchMessages.notEnglish);
      }
      const saved = await matches.insert({
        resumeId: row.id,
        userId,
        jobDescription,
        jobTitle: outcome.result.jobTitle,
        score: outcome.result.score,
        result: outcome.result,
      });
      return view(saved);
    },

    async list(userId: string, resumeId: string): Promise<JobMatchListItem[]> {
      const row = await resumes.findOwned(resumeId, userId);
      if (!row) throw resumeNotFound();
      const rows = await matches.list(resumeId, userId);
      return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
    },

    async get(userId: string, resumeId: string, matchId: string): Promise<JobMatch> {
      const row = await matches.find(matchId, resumeId, userId);
      if (!row) throw matchNotFound();
      return view(row);
    },

    async remove(userId: string, resumeId: string, matchId: string): Promise<void> {
      if (!(await matches.remove(matchId, resumeId, userId))) throw matchNotFound();
    },
  };
}
export type JobMatchService = ReturnType<typeof jobMatchService>;

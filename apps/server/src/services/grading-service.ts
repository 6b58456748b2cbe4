import { randomUUID } from 'node:crypto';
import { errorCodes } from '@resumegrader/contract/errors';
import { type Grading, gradingSchema } from '@resumegrader/contract/grading';
import { maxResumeBytes, resumeImageUrls, resumeMessages } from '@resumegrader/contract/resume';
import {
  type AnalysisResult,
  type GradeJob,
  type GradeStatus,
  reviewMessages,
} from '@resumegrader/contract/review';
import { UnreadablePdfError } from '@resumegrader/grader/errors';
import { GradingFailedError, type GradingPool } from '@resumegrader/grader/pool';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import type { GradingDelivery, GradingQueue } from '../queue/grading-queue.ts';
import { creditRepository } from '../repositories/credit-repository.ts';
import { gradingJobRepository } from '../repositories/grading-job-repository.ts';
import { resumeRepository } from '../repositories/resume-repository.ts';
import type { AppStorage } from '../storage/create-storage.ts';
import { readAll, TooLargeError } from '../storage/read-all.ts';
import { storePageImages } from './page-images.ts';
import { analysisResult, resumeNotFound } from './resume-views.ts';

/** Failed gradings an account may have in an hour before it must wait. */
export const failedGradingLimit = { max: 5, windowSeconds: 60 * 60 } as const;

/** Why a job ended without a grading: shown to the user, who keeps their credit. */
class JobFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

function failureOf(error: unknown): JobFailure | undefined {
  if (error instanceof JobFailure) return error;
  if (error instanceof TooLargeError) {
    return new JobFailure(errorCodes.payloadTooLarge, resumeMessages.tooLarge);
  }
  if (error instanceof UnreadablePdfError) {
    return new JobFailure(
      errorCodes.unreadablePdf,
      `${resumeMessages.unreadable} ${error.message}`,
    );
  }
  // A run that timed out or crashed its thread would do the same again.
  if (error instanceof GradingFailedError) {
    return new JobFailure(
      errorCodes.gradingFailed,
      error.reason === 'Timeout' ? reviewMessages.gradingTooSlow : reviewMessages.gradingFailed,
    );
  }
  return undefined;
}

/** The queue as the service uses it; connected on first need (grading-runtime.ts). */
export interface LazyGradingQueue extends Pick<GradingQueue, 'send' | 'wake' | 'redeliver'> {
  /** Resolves once the queue is connected; must precede a transaction that sends. */
  ready(): Promise<void>;
}

/** A stored grading that no longer fits the contract is our fault: a 500, not a 400. */
function storedGrading(stored: unknown): Grading {
  const parsed = gradingSchema.safeParse(stored);
  if (!parsed.success) throw new Error(`stored grading is invalid: ${parsed.error.message}`);
  return parsed.data;
}

export interface GradingServiceDeps {
  db: Db;
  storage: AppStorage;
  pool: GradingPool;
  queue: LazyGradingQueue;
  log: FastifyBaseLogger;
  /** True while this process stops: its pool's threads are being ended, not crashing. */
  isClosing: () => boolean;
  /** How often a running delivery says its worker is alive (ADR 012). */
  heartbeatMs?: number;
}

/**
 * Grading a stored resume (CONTRACT.md section 2, docs/decisions/012-grading-jobs.md).
 * Asking reserves nothing but checks that the caller's credits cover this job and every
 * job of theirs still in flight; the worker then saves the grading and takes the credit in
 * one transaction, which only the first delivery of a job to finish can commit.
 */
export function gradingService(deps: GradingServiceDeps) {
  const { db, storage, pool, queue, log, heartbeatMs = 5_000 } = deps;
  const jobs = gradingJobRepository(db);
  const resumes = resumeRepository(db);

  async function ownedResume(userId: string, resumeId: string) {
    const row = await resumes.findOwned(resumeId, userId);
    if (!row) throw resumeNotFound();
    return row;
  }

  /** Page images come from the preview; a resume without them gets them now. */
  async function grade(resumeId: string): Promise<Grading> {
    const row = await resumes.findById(resumeId);
    if (!row) throw new JobFailure(errorCodes.notFound, 'The resume was deleted.');
    const bytes = await readAll(await storage.get(row.storageKey), maxResumeBytes);
    const result = await pool.grade(bytes, {
      images: row.pages === null,
      imageUrl: resumeImageUrls.pagePattern(resumeId),
    });
    if (row.pages === null && result.thumbnail) {
      await storePageImages(storage, resumes, resumeId, {
        images: result.images,
        thumbnail: result.thumbnail,
      });
    }
    return result.grading;
  }

  async function fail(jobId: string, failure: JobFailure): Promise<void> {
    await jobs.finish(jobId, { state: 'failed', code: failure.code, message: failure.message });
  }

  return {
    async start(userId: string, resumeId: string): Promise<GradeJob> {
      // Connecting runs queries of its own: never from inside our transaction, which on
      // PGlite holds the only connection.
      await queue.ready();
      const started = await db.transaction().execute(async (trx) => {
        const resume = await resumeRepository(trx).lockOwned(resumeId, userId);
        if (!resume) throw resumeNotFound();
        if (resume.status !== 'uploaded') {
          throw new AppError(409, errorCodes.resumeNotUploaded, reviewMessages.notUploaded);
        }
        if (resume.graded) {
          throw new AppError(409, errorCodes.alreadyGraded, reviewMessages.alreadyGraded);
        }
        const trxJobs = gradingJobRepository(trx);
        const inFlight = await trxJobs.findActiveForResume(resumeId);
        if (inFlight) return { jobId: inFlight.id, queued: false };
        // A failed grading takes no credit, so a file that fails could be sent for ever,
        // each time holding a grading thread: a few failures an hour per account, then 429.
        const since = new Date(Date.now() - failedGradingLimit.windowSeconds * 1000);
        if ((await trxJobs.countFailedOfUserSince(userId, since)) >= failedGradingLimit.max) {
          throw new AppError(
            429,
            errorCodes.tooManyRequests,
            reviewMessages.tooManyFailedGradings,
            {
              'retry-after': String(failedGradingLimit.windowSeconds),
            },
          );
        }
        // The user's row stays locked until commit: concurrent requests count in turn.
        const balance = (await creditRepository(trx).lockBalance(userId)) ?? 0;
        if (balance - (await trxJobs.countActiveOfUser(userId)) < 1) {
          throw new AppError(
            402,
            errorCodes.insufficientCredits,
            reviewMessages.insufficientCredits,
          );
        }
        const jobId = randomUUID();
        await trxJobs.insert({ id: jobId, resumeId, userId });
        await queue.send(trx, jobId);
        return { jobId, queued: true };
      });
      if (started.queued) queue.wake();
      return { jobId: started.jobId };
    },

    async status(userId: string, resumeId: string): Promise<GradeStatus> {
      const resume = await ownedResume(userId, resumeId);
      const job = await jobs.findLatestForResume(resume.id);
      if (!job) {
        if (resume.cumulativeGrade) return { state: 'done' };
        throw new AppError(404, errorCodes.notFound, 'This resume has not been sent for grading.');
      }
      if (job.state !== 'failed') return { state: job.state };
      return {
        state: 'failed',
        error: {
          code: job.errorCode ?? errorCodes.gradingFailed,
          message: job.errorMessage ?? reviewMessages.gradingFailed,
        },
      };
    },

    async analysis(userId: string, resumeId: string): Promise<AnalysisResult> {
      const resume = await ownedResume(userId, resumeId);
      const stored = await resumes.findGrading(resume.id, userId);
      if (!stored) {
        throw new AppError(404, errorCodes.notFound, 'This resume has not been graded yet.');
      }
      return analysisResult(resume, storedGrading(stored));
    },

    /**
     * One delivery of a job. Safe to run more than once (a redelivery after a crash): a
     * finished job is skipped, and only the transaction that finishes it saves and spends.
     * Errors that may pass (storage, database) are thrown for the queue to retry, except on
     * the last delivery, which fails the job.
     */
    async run({ jobId, lastAttempt }: GradingDelivery): Promise<void> {
      let heartbeat: NodeJS.Timeout | undefined;
      try {
        const job = await jobs.findById(jobId);
        if (!job || !(await jobs.markRunning(jobId))) return;
        // From this thread, not the grading one: a long grading still beats.
        heartbeat = setInterval(() => {
          jobs.beat(jobId).catch((error: unknown) => {
            log.warn({ err: error, jobId }, 'grading heartbeat not recorded');
          });
        }, heartbeatMs);
        const grading = await grade(job.resumeId);
        await db.transaction().execute(async (trx) => {
          // The resume first, as its deletion does (then the job, by cascade): the same
          // order everywhere, so the two never wait for each other.
          if (!(await resumeRepository(trx).lockForGrading(job.resumeId))) {
            throw new JobFailure(errorCodes.notFound, 'The resume was deleted.');
          }
          if (!(await gradingJobRepository(trx).finish(jobId, { state: 'done' }))) return;
          // The resume rows (this one, and its group's card: saveGrading) before the user's
          // row: a grading request locks a resume, then the user, and must not wait on us
          // the other way round.
          if (!(await resumeRepository(trx).saveGrading(job.resumeId, grading))) {
            throw new JobFailure(errorCodes.alreadyGraded, reviewMessages.alreadyGraded);
          }
          if (!(await creditRepository(trx).spendOnReview(job.userId, `grading:${jobId}`))) {
            throw new JobFailure(
              errorCodes.insufficientCredits,
              reviewMessages.insufficientCredits,
            );
          }
        });
        log.info({ jobId, resumeId: job.resumeId }, 'resume graded');
      } catch (error) {
        // Stopping ends the pool's threads mid-run: not the file's fault. The queue hands
        // the job out again.
        if (deps.isClosing()) throw error;
        const failure = failureOf(error);
        if (failure) {
          log.info({ jobId, code: failure.code, err: error }, 'grading failed');
          await fail(jobId, failure);
          return;
        }
        log.error({ err: error, jobId, lastAttempt }, 'grading delivery failed');
        if (lastAttempt) {
          await fail(jobId, new JobFailure(errorCodes.gradingFailed, reviewMessages.gradingFailed));
          return;
        }
        throw error;
      } finally {
        clearInterval(heartbeat);
      }
    },

    /**
     * Running jobs whose heartbeat stopped before `before` lost their worker (killed,
     * crashed, cut off): each goes back to the queue for another worker, or fails, releasing
     * its credit, if that was its last delivery. Returns how many were found.
     */
    async redeliverLost(before: Date): Promise<number> {
      const lost = await jobs.claimLost(before);
      for (const jobId of lost) {
        log.warn({ jobId }, 'grading lost its worker; handing it to another');
        if (!(await queue.redeliver(jobId))) {
          await fail(jobId, new JobFailure(errorCodes.gradingFailed, reviewMessages.gradingFailed));
        }
      }
      return lost.length;
    },

    /** Jobs the queue gave up on while their worker was dead (see failStale). */
    failStale(before: { running: Date; queued: Date }): Promise<number> {
      return jobs.failStale(before, errorCodes.gradingFailed, reviewMessages.gradingFailed);
    },
  };
}
export type GradingService = ReturnType<typeof gradingService>;

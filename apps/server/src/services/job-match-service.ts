import type { AtsReading, JsonResume } from '@resumegrader/contract/ats-reading';
import { errorCodes } from '@resumegrader/contract/errors';
import {
  type JobMatch,
  type JobMatchListItem,
  jobMatchMessages,
  jobMatchResultSchema,
} from '@resumegrader/contract/job-match';
import { toJsonResume } from '@resumegrader/grader/reading/json-resume';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { type JobMatchRow, jobMatchRepository } from '../repositories/job-match-repository.ts';
import { resumeRepository } from '../repositories/resume-repository.ts';
import type { DocumentWork } from './document-work.ts';
import { resumeNotFound } from './resume-views.ts';

export interface JobMatchServiceDeps {
  db: Db;
  work: DocumentWork;
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
 * kept once worked out, every match is kept with its description. A description matched
 * again (as tidied by the request schema) replaces its match rather than adding one.
 */
export function jobMatchService({ db, work, now = () => new Date() }: JobMatchServiceDeps) {
  const resumes = resumeRepository(db);
  const matches = jobMatchRepository(db);
  const graded = (userId: string, resumeId: string) =>
    work.gradedResume(userId, resumeId, jobMatchMessages.notGraded);

  async function reading(userId: string, resumeId: string): Promise<AtsReading> {
    const row = await work.gradedResume(userId, resumeId, jobMatchMessages.readingNotGraded);
    return work.reading(userId, row);
  }

  return {
    reading,

    async jsonResume(userId: string, resumeId: string): Promise<JsonResume> {
      return toJsonResume(await reading(userId, resumeId));
    },

    async match(userId: string, resumeId: string, jobDescription: string): Promise<JobMatch> {
      const row = await graded(userId, resumeId);
      return work.unlessDeleted(userId, row.id, async () => {
        const outcome = await work.run(
          userId,
          async (pool) => pool.match(await work.bytesOf(row), jobDescription, now()),
          jobMatchMessages.tooComplex,
        );
        if (!outcome.ok) {
          throw new AppError(
            400,
            errorCodes.unsupportedLanguage,
            jobMatchMessages.unsupportedLanguage,
          );
        }
        const saved = await matches.save({
          resumeId: row.id,
          userId,
          jobDescription,
          jobTitle: outcome.result.jobTitle,
          score: outcome.result.score,
          result: outcome.result,
        });
        return view(saved);
      });
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

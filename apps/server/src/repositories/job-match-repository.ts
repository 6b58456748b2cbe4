import type { Db } from '../db/database.ts';

/** The matches a resume keeps: a new one past this removes the oldest. */
export const maxMatchesPerResume = 50;

export interface JobMatchRow {
  id: string;
  resumeId: string;
  jobDescription: string;
  jobTitle: string | null;
  score: number;
  result: unknown;
  createdAt: Date;
}

export interface JobMatchListRow {
  id: string;
  jobTitle: string | null;
  score: number;
  createdAt: Date;
}

/** Job matches, always looked up with their owner: another user's id finds nothing. */
export function jobMatchRepository(db: Db) {
  return {
    /**
     * Saves a match, or replaces the resume's match of the same description (issue 36): it
     * keeps its id and takes the new result, score and date, so it heads the list again. An
     * upsert, so two identical matches at once still leave one.
     */
    async save(match: {
      resumeId: string;
      userId: string;
      jobDescription: string;
      jobTitle: string | null;
      score: number;
      result: unknown;
    }): Promise<JobMatchRow> {
      return db.transaction().execute(async (trx) => {
        const saved = await trx
          .insertInto('jobMatches')
          .values({ ...match, result: JSON.stringify(match.result) })
          .onConflict((conflict) =>
            conflict.columns(['resumeId', 'descriptionHash']).doUpdateSet((eb) => ({
              jobTitle: eb.ref('excluded.jobTitle'),
              score: eb.ref('excluded.score'),
              result: eb.ref('excluded.result'),
              createdAt: eb.ref('excluded.createdAt'),
            })),
          )
          .returning([
            'id',
            'resumeId',
            'jobDescription',
            'jobTitle',
            'score',
            'result',
            'createdAt',
          ])
          .executeTakeFirstOrThrow();
        // A resume keeps its newest matches only (issue 32: each is up to 20 KB).
        await trx
          .deleteFrom('jobMatches')
          .where('resumeId', '=', match.resumeId)
          .where(
            'id',
            'not in',
            trx
              .selectFrom('jobMatches')
              .select('id')
              .where('resumeId', '=', match.resumeId)
              .orderBy('createdAt', 'desc')
              .orderBy('id', 'desc')
              .limit(maxMatchesPerResume),
          )
          .execute();
        return saved;
      });
    },

    /** Newest first; the id breaks ties of one instant. */
    list(resumeId: string, userId: string): Promise<JobMatchListRow[]> {
      return db
        .selectFrom('jobMatches')
        .select(['id', 'jobTitle', 'score', 'createdAt'])
        .where('resumeId', '=', resumeId)
        .where('userId', '=', userId)
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    find(id: string, resumeId: string, userId: string): Promise<JobMatchRow | undefined> {
      return db
        .selectFrom('jobMatches')
        .select(['id', 'resumeId', 'jobDescription', 'jobTitle', 'score', 'result', 'createdAt'])
        .where('id', '=', id)
        .where('resumeId', '=', resumeId)
        .where('userId', '=', userId)
        .executeTakeFirst();
    },

    async remove(id: string, resumeId: string, userId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('jobMatches')
        .where('id', '=', id)
        .where('resumeId', '=', resumeId)
        .where('userId', '=', userId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}
export type JobMatchRepository = ReturnType<typeof jobMatchRepository>;

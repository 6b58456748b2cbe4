import type { Db } from '../db/database.ts';
import type { GradingJobState } from '../db/schema.ts';

export interface GradingJobRow {
  id: string;
  resumeId: string;
  userId: string;
  state: GradingJobState;
  errorCode: string | null;
  errorMessage: string | null;
}

const columns = ['id', 'resumeId', 'userId', 'state', 'errorCode', 'errorMessage'] as const;
const active: GradingJobState[] = ['queued', 'running'];

export function gradingJobRepository(db: Db) {
  return {
    async insert(job: { id: string; resumeId: string; userId: string }): Promise<void> {
      await db.insertInto('gradingJobs').values(job).execute();
    },

    async findById(id: string): Promise<GradingJobRow | undefined> {
      return db.selectFrom('gradingJobs').select(columns).where('id', '=', id).executeTakeFirst();
    },

    async findActiveForResume(resumeId: string): Promise<GradingJobRow | undefined> {
      return db
        .selectFrom('gradingJobs')
        .select(columns)
        .where('resumeId', '=', resumeId)
        .where('state', 'in', active)
        .executeTakeFirst();
    },

    /** The resume's most recent job: what its status call reports. */
    async findLatestForResume(resumeId: string): Promise<GradingJobRow | undefined> {
      return db
        .selectFrom('gradingJobs')
        .select(columns)
        .where('resumeId', '=', resumeId)
        .orderBy('createdAt', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** Jobs in flight hold a credit each until they finish. */
    /** When the resume's grading was saved: its done job's last change. */
    async doneAt(resumeId: string): Promise<Date | undefined> {
      const row = await db
        .selectFrom('gradingJobs')
        .select('updatedAt')
        .where('resumeId', '=', resumeId)
        .where('state', '=', 'done')
        .orderBy('updatedAt', 'desc')
        .executeTakeFirst();
      return row?.updatedAt;
    },

    async countActiveOfUser(userId: string): Promise<number> {
      const row = await db
        .selectFrom('gradingJobs')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('userId', '=', userId)
        .where('state', 'in', active)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** The user's jobs that failed since `since`: a file that keeps failing is not retried. */
    async countFailedOfUserSince(userId: string, since: Date): Promise<number> {
      const row = await db
        .selectFrom('gradingJobs')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('userId', '=', userId)
        .where('state', '=', 'failed')
        .where('updatedAt', '>', since)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** A delivery starts; false when the job has already finished. */
    async markRunning(id: string): Promise<boolean> {
      const result = await db
        .updateTable('gradingJobs')
        .set({ state: 'running', updatedAt: new Date() })
        .where('id', '=', id)
        .where('state', 'in', active)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** A running delivery's heartbeat: its worker is alive (updated_at of a running job). */
    async beat(id: string): Promise<void> {
      await db
        .updateTable('gradingJobs')
        .set({ updatedAt: new Date() })
        .where('id', '=', id)
        .where('state', '=', 'running')
        .execute();
    },

    /**
     * Running jobs whose heartbeat stopped before `before`: their worker died. Each is
     * claimed by one caller only (its heartbeat is renewed by the claim), however many
     * processes look at once.
     */
    async claimLost(before: Date): Promise<string[]> {
      const rows = await db
        .updateTable('gradingJobs')
        .set({ updatedAt: new Date() })
        .where('state', '=', 'running')
        .where('updatedAt', '<', before)
        .returning('id')
        .execute();
      return rows.map((row) => row.id);
    },

    /** Only one caller ever moves a job out of flight; the others get false. */
    async finish(
      id: string,
      outcome: { state: 'done' } | { state: 'failed'; code: string; message: string },
    ): Promise<boolean> {
      const result = await db
        .updateTable('gradingJobs')
        .set({
          state: outcome.state,
          errorCode: outcome.state === 'failed' ? outcome.code : null,
          errorMessage: outcome.state === 'failed' ? outcome.message : null,
          updatedAt: new Date(),
        })
        .where('id', '=', id)
        .where('state', 'in', active)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /**
     * Jobs in flight whose last change is older than `before`: running ones the queue gave
     * up on (every delivery's worker died), queued ones no worker ever took. They fail, releasing the
     * credit they hold; a late delivery then finds them finished and does nothing.
     */
    async failStale(
      before: { running: Date; queued: Date },
      code: string,
      message: string,
    ): Promise<number> {
      const result = await db
        .updateTable('gradingJobs')
        .set({ state: 'failed', errorCode: code, errorMessage: message, updatedAt: new Date() })
        .where((eb) =>
          eb.or([
            eb.and([eb('state', '=', 'running'), eb('updatedAt', '<', before.running)]),
            eb.and([eb('state', '=', 'queued'), eb('updatedAt', '<', before.queued)]),
          ]),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}
export type GradingJobRepository = ReturnType<typeof gradingJobRepository>;

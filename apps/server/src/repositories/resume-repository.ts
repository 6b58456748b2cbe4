import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Grading } from '@resumegrader/contract/grading';
import type { Db } from '../db/database.ts';
import type { Database, PageSize, ResumeStatus } from '../db/schema.ts';

export interface ResumeRow {
  id: string;
  userId: string | null;
  fileName: string;
  storageKey: string;
  sizeBytes: number | null;
  status: ResumeStatus;
  createdAt: Date;
  claimExpiresAt: Date | null;
  thumbnailKey: string | null;
  /** Sizes of the rendered page images; null until the preview is rendered. */
  pages: PageSize[] | null;
  /** finalGrade.Cumulative of the stored grading, kept in a column of its own. */
  cumulativeGrade: string | null;
  /** The first version's id, for a later version (issue 16). */
  versionOf: string | null;
  /** What the cached report compared with (the earlier version's id, or 'first'). */
  reportBasis: string | null;
}

/** What a card on My Reports shows: the list reads these columns only. */
export type ResumeListRow = Pick<
  ResumeRow,
  'id' | 'fileName' | 'createdAt' | 'thumbnailKey' | 'cumulativeGrade'
> & {
  /** The key of its versions' group: the first version's id. */
  versionGroup: string;
};

export interface NewResume {
  id: string;
  userId: string | null;
  fileName: string;
  storageKey: string;
  claimExpiresAt: Date | null;
  versionOf?: string | null;
}

export type ResumeOrder = 'date' | 'asc' | 'desc';
/** Where the previous page ended: the sort value of its last row and that row's id. */
export type ResumeKeyset = { createdAt: Date; id: string } | { name: string; id: string };

export interface ListQuery {
  userId: string;
  search: string | undefined;
  order: ResumeOrder;
  after: ResumeKeyset | undefined;
  limit: number;
}

const nameKey = sql<string>`lower(file_name) collate "C"`;
/** A resume's versions share this key: the first version's id. */
const versionGroup = sql<string>`coalesce(version_of, id)`;

/**
 * The first key of the advisory locks on version groups (the second is the group's hash):
 * two-key advisory locks never meet pg-boss's one-key ones.
 */
const versionGroupLocks = 16;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function resumeRepository(db: Db) {
  /**
   * Runs a change to a resume's status or existence, then marks its group's newest uploaded
   * version as the latest, in one transaction. Changes to one group wait for each other
   * (a lock on the group's key, taken before any row): two versions uploaded at once, or
   * one deleted while another arrives, would otherwise each see the group without the
   * other's change and leave two cards, or none.
   */
  async function changeInGroup<T>(id: string, change: (trx: Db) => Promise<T>): Promise<T> {
    return db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('resumes')
        .select(['userId', versionGroup.as('group')])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return change(trx);
      await sql`select pg_advisory_xact_lock(${versionGroupLocks}, hashtext(${row.group}))`.execute(
        trx,
      );
      const result = await change(trx);
      // A visitor's upload is never a version: its group is itself.
      const members = (eb: ExpressionBuilder<Database, 'resumes'>) =>
        row.userId === null
          ? eb('id', '=', id)
          : eb.and([eb('userId', '=', row.userId), eb(versionGroup, '=', row.group)]);
      const newest = trx
        .selectFrom('resumes')
        .select('id')
        .where(members)
        .where('status', '=', 'uploaded')
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(1);
      await trx
        .updateTable('resumes')
        .set({ latest: sql<boolean>`id is not distinct from (${newest})` })
        .where(members)
        .where(sql<SqlBool>`latest is distinct from (id is not distinct from (${newest}))`)
        .execute();
      return result;
    });
  }

  /** Every resume row, deleted ones in their undo window too (account deletion, purge). */
  const anyRows = () =>
    db
      .selectFrom('resumes')
      .select([
        'id',
        'userId',
        'fileName',
        'storageKey',
        'sizeBytes',
        'status',
        'createdAt',
        'claimExpiresAt',
        'thumbnailKey',
        'pages',
        'cumulativeGrade',
        'versionOf',
        'reportBasis',
      ]);
  /** The resumes there are: a deleted one is gone for every read but its undo. */
  const selectRows = () => anyRows().where('status', '<>', 'deleted');

  return {
    async insert(resume: NewResume): Promise<ResumeRow> {
      await db
        .insertInto('resumes')
        // Milliseconds, as a JS Date holds them: PostgreSQL's now() has microseconds, which
        // a date cursor could not carry and the next page would repeat a row.
        .values({ ...resume, createdAt: new Date() })
        .execute();
      const row = await selectRows().where('id', '=', resume.id).executeTakeFirstOrThrow();
      return row;
    },

    async findById(id: string): Promise<ResumeRow | undefined> {
      return selectRows().where('id', '=', id).executeTakeFirst();
    },

    async findByKey(storageKey: string): Promise<ResumeRow | undefined> {
      return selectRows().where('storageKey', '=', storageKey).executeTakeFirst();
    },

    async findOwned(id: string, userId: string): Promise<ResumeRow | undefined> {
      return selectRows().where('id', '=', id).where('userId', '=', userId).executeTakeFirst();
    },

    /** The resume of a local upload URL becomes 'uploading' for one PUT only. */
    async claimUpload(id: string): Promise<boolean> {
      const result = await db
        .updateTable('resumes')
        .set({ status: 'uploading' })
        .where('id', '=', id)
        .where('status', '=', 'pending-upload')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** A refused or broken PUT gives the URL back for another try. */
    async releaseUpload(id: string): Promise<void> {
      await db
        .updateTable('resumes')
        .set({ status: 'pending-upload' })
        .where('id', '=', id)
        .where('status', '=', 'uploading')
        .execute();
    },

    /** The file is in place: the resume becomes uploaded, once; false when it was not `from`. */
    async markUploaded(
      id: string,
      sizeBytes: number,
      from: 'pending-upload' | 'uploading',
    ): Promise<boolean> {
      return changeInGroup(id, async (trx) => {
        const result = await trx
          .updateTable('resumes')
          .set({ status: 'uploaded', sizeBytes })
          .where('id', '=', id)
          .where('status', '=', from)
          .executeTakeFirst();
        return result.numUpdatedRows > 0n;
      });
    },

    /**
     * The right to render this resume's preview for `seconds`, on any server: false while
     * another request holds it, or once the preview exists.
     */
    async takePreviewLease(id: string, seconds: number): Promise<boolean> {
      const result = await db
        .updateTable('resumes')
        .set({ previewLeaseUntil: sql<Date>`now() + make_interval(secs => ${seconds})` })
        .where('id', '=', id)
        .where('pages', 'is', null)
        .where((eb) =>
          eb.or([
            eb('previewLeaseUntil', 'is', null),
            eb('previewLeaseUntil', '<=', sql<Date>`now()`),
          ]),
        )
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async releasePreviewLease(id: string): Promise<void> {
      await db
        .updateTable('resumes')
        .set({ previewLeaseUntil: null })
        .where('id', '=', id)
        .execute();
    },

    /**
     * My Reports' cards: the latest version of each resume, sorted and keyset-paged on the
     * sort's partial index. A search finds a resume by the name of any of its versions.
     */
    async list(query: ListQuery): Promise<ResumeListRow[]> {
      let select = db
        .selectFrom('resumes')
        .select(['id', 'fileName', 'createdAt', 'thumbnailKey', 'cumulativeGrade'])
        .select(versionGroup.as('versionGroup'))
        .where('userId', '=', query.userId)
        .where('latest', '=', true);
      if (query.search) {
        const pattern = `%${escapeLike(query.search.toLowerCase())}%`;
        select = select.where(
          sql<SqlBool>`exists (select 1 from resumes named where named.user_id = resumes.user_id
            and named.status = 'uploaded'
            and coalesce(named.version_of, named.id) = coalesce(resumes.version_of, resumes.id)
            and lower(named.file_name) like ${pattern} escape '\\')`,
        );
      }
      const after = query.after;
      if (query.order === 'date') {
        if (after && 'createdAt' in after) {
          select = select.where(
            sql<SqlBool>`(created_at, id) < (${after.createdAt}, ${after.id}::uuid)`,
          );
        }
        select = select.orderBy('createdAt', 'desc').orderBy('id', 'desc');
      } else {
        const direction = query.order === 'asc' ? 'asc' : 'desc';
        if (after && 'name' in after) {
          const comparison: Expression<SqlBool> =
            direction === 'asc'
              ? sql<SqlBool>`(${nameKey}, id) > (${after.name}, ${after.id}::uuid)`
              : sql<SqlBool>`(${nameKey}, id) < (${after.name}, ${after.id}::uuid)`;
          select = select.where(comparison);
        }
        select = select.orderBy(nameKey, direction).orderBy('id', direction);
      }
      return select.limit(query.limit).execute();
    },

    /** Every uploaded version of the given groups of a user's, oldest first. */
    async versionsOf(userId: string, groups: readonly string[]): Promise<ResumeListRow[]> {
      if (groups.length === 0) return [];
      return db
        .selectFrom('resumes')
        .select(['id', 'fileName', 'createdAt', 'thumbnailKey', 'cumulativeGrade'])
        .select(versionGroup.as('versionGroup'))
        .where('userId', '=', userId)
        .where('status', '=', 'uploaded')
        .where(versionGroup, 'in', groups)
        .orderBy('createdAt', 'asc')
        .orderBy('id', 'asc')
        .execute();
    },

    async rename(id: string, userId: string, fileName: string): Promise<ResumeRow | undefined> {
      const updated = await db
        .updateTable('resumes')
        .set({ fileName })
        .where('id', '=', id)
        .where('userId', '=', userId)
        .executeTakeFirst();
      if (updated.numUpdatedRows === 0n) return undefined;
      return selectRows().where('id', '=', id).executeTakeFirst();
    },

    /** Its id is kept as removed, in the same transaction, for the orphan-file sweep. */
    async remove(id: string): Promise<boolean> {
      return changeInGroup(id, async (trx) => {
        const deleted = await trx.deleteFrom('resumes').where('id', '=', id).executeTakeFirst();
        if (deleted.numDeletedRows === 0n) return false;
        await trx
          .insertInto('removedResumes')
          .values({ id })
          .onConflict((c) => c.doNothing())
          .execute();
        return true;
      });
    },

    /** A visitor's upload becomes the user's, only while unclaimed and within its day. */
    async claim(id: string, userId: string): Promise<boolean> {
      const claimed = await db
        .updateTable('resumes')
        .set({ userId, claimExpiresAt: null })
        .where('id', '=', id)
        .where('userId', 'is', null)
        .where('claimExpiresAt', '>', sql<Date>`now()`)
        .executeTakeFirst();
      return claimed.numUpdatedRows > 0n;
    },

    /** Every resume of a user, deleted ones too, for account deletion. */
    async findAllOfUser(userId: string): Promise<ResumeRow[]> {
      return anyRows().where('userId', '=', userId).execute();
    },

    /**
     * Deletes the user's uploaded resume for the undo window: gone from every read, its
     * group's latest version recomputed, its rows and files kept. False when there is none.
     */
    async markDeleted(id: string, userId: string): Promise<boolean> {
      return changeInGroup(id, async (trx) => {
        const marked = await trx
          .updateTable('resumes')
          .set({ status: 'deleted', deletedAt: sql<Date>`now()` })
          .where('id', '=', id)
          .where('userId', '=', userId)
          .where('status', '=', 'uploaded')
          .executeTakeFirst();
        return marked.numUpdatedRows > 0n;
      });
    },

    /** Brings back the user's resume deleted since `since`; false when it is not there. */
    async restore(id: string, userId: string, since: Date): Promise<boolean> {
      return changeInGroup(id, async (trx) => {
        const restored = await trx
          .updateTable('resumes')
          .set({ status: 'uploaded', deletedAt: null })
          .where('id', '=', id)
          .where('userId', '=', userId)
          .where('status', '=', 'deleted')
          .where('deletedAt', '>=', since)
          .executeTakeFirst();
        return restored.numUpdatedRows > 0n;
      });
    },

    /** Resumes deleted before `before`, past their undo window: to purge. Oldest first. */
    async deletedBefore(before: Date, limit: number): Promise<ResumeRow[]> {
      return anyRows()
        .where('status', '=', 'deleted')
        .where('deletedAt', '<', before)
        .orderBy('deletedAt')
        .limit(limit)
        .execute();
    },

    /**
     * The preview's images are stored: remember their sizes and the thumbnail's key. False
     * when the resume is gone: the caller removes the images it stored for it.
     */
    async savePreview(id: string, pages: PageSize[], thumbnailKey: string): Promise<boolean> {
      const saved = await db
        .updateTable('resumes')
        .set({ pages: JSON.stringify(pages), thumbnailKey, previewLeaseUntil: null })
        .where('id', '=', id)
        .executeTakeFirst();
      return saved.numUpdatedRows > 0n;
    },

    /** Locks the user's resume for the rest of the transaction (grading requests). */
    async lockOwned(
      id: string,
      userId: string,
    ): Promise<{ status: ResumeStatus; graded: boolean } | undefined> {
      return db
        .selectFrom('resumes')
        .select(['status', sql<boolean>`grading is not null`.as('graded')])
        .where('id', '=', id)
        .where('userId', '=', userId)
        .where('status', '<>', 'deleted')
        .forUpdate()
        .executeTakeFirst();
    },

    /**
     * Locks the resume for the grading transaction; false when it has been deleted, in its
     * undo window too: a deleted resume's grading is neither saved nor charged.
     */
    async lockForGrading(id: string): Promise<boolean> {
      const row = await db
        .selectFrom('resumes')
        .select('id')
        .where('id', '=', id)
        .where('status', '<>', 'deleted')
        .forUpdate()
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Saves a grading once; false when the resume is gone or already graded. */
    async saveGrading(id: string, grading: Grading): Promise<boolean> {
      const saved = await db
        .updateTable('resumes')
        .set({
          grading: JSON.stringify(grading),
          cumulativeGrade: grading.finalGrade.Cumulative,
        })
        .where('id', '=', id)
        .where('grading', 'is', null)
        .executeTakeFirst();
      return saved.numUpdatedRows > 0n;
    },

    async findGrading(id: string, userId: string): Promise<unknown> {
      const row = await db
        .selectFrom('resumes')
        .select('grading')
        .where('id', '=', id)
        .where('userId', '=', userId)
        .where('status', '<>', 'deleted')
        .executeTakeFirst();
      return row?.grading ?? null;
    },

    /** Every uploaded version of the resume's group, oldest first; empty when not the user's. */
    async groupWith(id: string, userId: string): Promise<ResumeRow[]> {
      return selectRows()
        .where('userId', '=', userId)
        .where('status', '=', 'uploaded')
        .where(
          versionGroup,
          '=',
          db
            .selectFrom('resumes')
            .select(versionGroup.as('key'))
            .where('id', '=', id)
            .where('userId', '=', userId),
        )
        .orderBy('createdAt', 'asc')
        .orderBy('id', 'asc')
        .execute();
    },

    /** False when the resume is gone or deleted: the caller removes the report it stored. */
    async keepReportBasis(id: string, basis: string): Promise<boolean> {
      const kept = await db
        .updateTable('resumes')
        .set({ reportBasis: basis })
        .where('id', '=', id)
        .where('status', '<>', 'deleted')
        .executeTakeFirst();
      return kept.numUpdatedRows > 0n;
    },

    async atsReading(id: string): Promise<unknown> {
      const row = await db
        .selectFrom('resumes')
        .select('atsReading')
        .where('id', '=', id)
        .executeTakeFirst();
      return row?.atsReading ?? null;
    },

    async keepAtsReading(id: string, reading: unknown): Promise<void> {
      await db
        .updateTable('resumes')
        .set({ atsReading: JSON.stringify(reading) })
        .where('id', '=', id)
        .execute();
    },

    /** Their ids are kept as removed, in the same transaction, for the orphan-file sweep. */
    async removeAllOfUser(userId: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const removed = await trx
          .deleteFrom('resumes')
          .where('userId', '=', userId)
          .returning('id')
          .execute();
        if (removed.length === 0) return;
        await trx
          .insertInto('removedResumes')
          .values(removed.map(({ id }) => ({ id })))
          .onConflict((c) => c.doNothing())
          .execute();
      });
    },

    /** Removed resumes whose files may be left, removed before `before`; oldest first. */
    async removedBefore(before: Date, limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom('removedResumes')
        .select('id')
        .where('removedAt', '<', before)
        .orderBy('removedAt')
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    },

    /** The removed resume's files are all gone: nothing is left to sweep. */
    async forgetRemoved(id: string): Promise<void> {
      await db.deleteFrom('removedResumes').where('id', '=', id).execute();
    },

    /**
     * Uploads nobody will finish: visitors' past their claim window, and any upload still
     * unconfirmed since `unconfirmedBefore` (its URL expired long ago). Oldest first.
     */
    async findAbandoned(unconfirmedBefore: Date, limit: number): Promise<ResumeRow[]> {
      const unclaimed = await selectRows()
        .where('userId', 'is', null)
        .where('claimExpiresAt', '<=', sql<Date>`now()`)
        .orderBy('claimExpiresAt')
        .limit(limit)
        .execute();
      const unconfirmed = await selectRows()
        .where('status', 'in', ['pending-upload', 'uploading'])
        .where('createdAt', '<', unconfirmedBefore)
        .orderBy('createdAt')
        .limit(limit)
        .execute();
      const rows = [...unclaimed, ...unconfirmed];
      return [...new Map(rows.map((row) => [row.id, row])).values()];
    },
  };
}
export type ResumeRepository = ReturnType<typeof resumeRepository>;

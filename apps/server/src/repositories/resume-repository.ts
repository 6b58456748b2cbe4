import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Grading } from '@resumegrader/contract/grading';
import type { Db } from '../db/database.ts';
import type { Database, PageSize, ResumeStatus } from '../db/schema.ts';

export interface ResumeRow {
  id: string;
  userId: string | null;
  /** The report's name if its owner renamed it, else the file's (migration 0015). */
  fileName: string;
  /** The name of the file as it was uploaded, whatever the report is called. */
  uploadedName: string;
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

/** What a resume is called: the name its owner gave the report, else its file's name. */
const displayName = sql<string>`coalesce(report_name, file_name)`;
const nameKey = sql<string>`lower(coalesce(report_name, file_name)) collate "C"`;
/** A resume's versions share this key: the first version's id. */
const versionGroup = sql<string>`coalesce(version_of, id)`;
/**
 * A version of its group: uploaded, and graded if a later one (issue 35). A later version
 * not graded yet is an upload waiting for its grading, on no card and in no list.
 */
const isVersion = sql<SqlBool>`status = 'uploaded' and (version_of is null or cumulative_grade is not null)`;

/**
 * The first key of the advisory locks on version groups (the second is the group's hash):
 * two-key advisory locks never meet pg-boss's one-key ones.
 */
const versionGroupLocks = 16;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

interface ResumeGroupKey {
  userId: string | null;
  group: string;
}

const groupKeyOf = (db: Db, id: string): Promise<ResumeGroupKey | undefined> =>
  db
    .selectFrom('resumes')
    .select(['userId', versionGroup.as('group')])
    .where('id', '=', id)
    .executeTakeFirst();

export function resumeRepository(db: Db) {
  /**
   * Takes the lock on the resume's group for the rest of the transaction `trx`. Changes to
   * one group wait for each other (the group's key is locked before any row): two versions
   * uploaded at once, or one deleted while another is graded, would otherwise each see the
   * group without the other's change and leave two cards, or none.
   */
  async function lockGroup(trx: Db, id: string): Promise<ResumeGroupKey | undefined> {
    const row = await groupKeyOf(trx, id);
    if (row) {
      await sql`select pg_advisory_xact_lock(${versionGroupLocks}, hashtext(${row.group}))`.execute(
        trx,
      );
    }
    return row;
  }

  /** Marks the newest version of the resume's group as the latest, the others not. */
  async function markLatest(trx: Db, id: string, key: ResumeGroupKey): Promise<void> {
    // A visitor's upload is never a version: its group is itself.
    const members = (eb: ExpressionBuilder<Database, 'resumes'>) =>
      key.userId === null
        ? eb('id', '=', id)
        : eb.and([eb('userId', '=', key.userId), eb(versionGroup, '=', key.group)]);
    const newest = trx
      .selectFrom('resumes')
      .select('id')
      .where(members)
      .where(isVersion)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(1);
    await trx
      .updateTable('resumes')
      .set({ latest: sql<boolean>`id is not distinct from (${newest})` })
      .where(members)
      .where(sql<SqlBool>`latest is distinct from (id is not distinct from (${newest}))`)
      .execute();
  }

  /** A change to a resume's status or existence, under its group's lock; then the latest. */
  async function changeInGroup<T>(id: string, change: (trx: Db) => Promise<T>): Promise<T> {
    return db.transaction().execute(async (trx) => {
      const key = await lockGroup(trx, id);
      const result = await change(trx);
      if (key) await markLatest(trx, id, key);
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
        displayName.as('fileName'),
        'fileName as uploadedName',
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
      // A new version keeps the name its owner gave the report.
      const reportName = resume.versionOf
        ? db
            .selectFrom('resumes')
            .select('reportName')
            .where('userId', '=', resume.userId)
            .where(versionGroup, '=', resume.versionOf)
            .where('reportName', 'is not', null)
            .limit(1)
        : null;
      await db
        .insertInto('resumes')
        // Milliseconds, as a JS Date holds them: PostgreSQL's now() has microseconds, which
        // a date cursor could not carry and the next page would repeat a row.
        .values({ ...resume, reportName, createdAt: new Date() })
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
        .select(['id', displayName.as('fileName'), 'createdAt', 'thumbnailKey', 'cumulativeGrade'])
        .select(versionGroup.as('versionGroup'))
        .where('userId', '=', query.userId)
        .where('latest', '=', true);
      if (query.search) {
        const pattern = `%${escapeLike(query.search.toLowerCase())}%`;
        select = select.where(
          sql<SqlBool>`exists (select 1 from resumes named where named.user_id = resumes.user_id
            and named.status = 'uploaded'
            and (named.version_of is null or named.cumulative_grade is not null)
            and coalesce(named.version_of, named.id) = coalesce(resumes.version_of, resumes.id)
            and (lower(named.file_name) like ${pattern} escape '\\'
              or lower(named.report_name) like ${pattern} escape '\\'))`,
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

    /** Every version of the given groups of a user's, oldest first. */
    async versionsOf(userId: string, groups: readonly string[]): Promise<ResumeListRow[]> {
      if (groups.length === 0) return [];
      return db
        .selectFrom('resumes')
        .select(['id', displayName.as('fileName'), 'createdAt', 'thumbnailKey', 'cumulativeGrade'])
        .select(versionGroup.as('versionGroup'))
        .where('userId', '=', userId)
        .where(isVersion)
        .where(versionGroup, 'in', groups)
        .orderBy('createdAt', 'asc')
        .orderBy('id', 'asc')
        .execute();
    },

    /**
     * Names the report: every version of the resume's group, and each one uploaded later
     * (insert), carries the name; each keeps its own file name underneath.
     */
    async rename(id: string, userId: string, name: string): Promise<ResumeRow | undefined> {
      const row = await selectRows().where('id', '=', id).executeTakeFirst();
      if (!row || row.userId !== userId) return undefined;
      await db
        .updateTable('resumes')
        .set({ reportName: name })
        .where('userId', '=', userId)
        .where(versionGroup, '=', row.versionOf ?? row.id)
        .execute();
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
     * Locks the resume for the grading transaction, its group first (a later version joins
     * it once graded: saveGrading); false when it has been deleted, in its undo window too:
     * a deleted resume's grading is neither saved nor charged.
     */
    async lockForGrading(id: string): Promise<boolean> {
      await lockGroup(db, id);
      const row = await db
        .selectFrom('resumes')
        .select('id')
        .where('id', '=', id)
        .where('status', '<>', 'deleted')
        .forUpdate()
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Saves a grading once, in the transaction of lockForGrading: a later version becomes
     * one of its group, the latest if newest. False when the resume is gone or already graded.
     */
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
      if (saved.numUpdatedRows === 0n) return false;
      const key = await groupKeyOf(db, id);
      if (key) await markLatest(db, id, key);
      return true;
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

    /** Every version of the resume's group, oldest first; empty when not the user's. */
    async groupWith(id: string, userId: string): Promise<ResumeRow[]> {
      return anyRows()
        .where('userId', '=', userId)
        .where(isVersion)
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
     * Uploads nobody will finish: visitors' past their claim window, any upload still
     * unconfirmed since `unconfirmedBefore` (its URL expired long ago), and later versions
     * uploaded before `ungradedBefore` and never graded nor being graded. Oldest first.
     */
    async findAbandoned(
      unconfirmedBefore: Date,
      ungradedBefore: Date,
      limit: number,
    ): Promise<ResumeRow[]> {
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
      const ungraded = await selectRows()
        .where('status', '=', 'uploaded')
        .where('versionOf', 'is not', null)
        .where('cumulativeGrade', 'is', null)
        .where('createdAt', '<', ungradedBefore)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('gradingJobs')
                .select('gradingJobs.id')
                .whereRef('gradingJobs.resumeId', '=', 'resumes.id')
                .where('gradingJobs.state', 'in', ['queued', 'running']),
            ),
          ),
        )
        .orderBy('createdAt')
        .limit(limit)
        .execute();
      const rows = [...unclaimed, ...unconfirmed, ...ungraded];
      return [...new Map(rows.map((row) => [row.id, row])).values()];
    },
  };
}
export type ResumeRepository = ReturnType<typeof resumeRepository>;

import type { Readable } from 'node:stream';
import { errorCodes } from '@resumegrader/contract/errors';
import { timings } from '@resumegrader/contract/timings';
import {
  type ResumeList,
  type ResumeListItem,
  type ResumeListOptions,
  resumeCursorSchema,
  resumeMessages,
  type ResumeSort,
} from '@resumegrader/contract/resume';
import { AppError } from '../http/app-error.ts';
import type { Db } from '../db/database.ts';
import {
  type ResumeKeyset,
  resumeRepository,
  type ResumeListRow,
  type ResumeRow,
} from '../repositories/resume-repository.ts';
import type { AppStorage } from '../storage/create-storage.ts';
import { resumeKeys, storedKeys } from '../storage/storage.ts';
import { resumeListItem, resumeNotFound } from './resume-views.ts';

/** An upload not confirmed this long after its URL (5 minutes) was handed out is abandoned. */
export const unconfirmedMaxAgeMs = 60 * 60 * 1000;
/**
 * A later version uploaded this long ago and never graded is abandoned: the user chose a
 * file and went away (issue 35). As long as a visitor's upload waits to be claimed.
 */
export const ungradedVersionMaxAgeMs = 24 * 60 * 60 * 1000;
/** Long past any preview or report build, each of which removes its own orphan at once. */
const orphanMinAgeMs = 10 * 60 * 1000;
/**
 * An undo sent as the toast closes may arrive a little late: the server keeps a deleted
 * resume restorable this much past the window the toast shows.
 */
const undoGraceMs = 5_000;

function encodeCursor(row: ResumeListRow, order: ResumeSort): string {
  const value = order === 'date' ? row.createdAt.toISOString() : row.fileName.toLowerCase();
  return Buffer.from(JSON.stringify([order, value, row.id])).toString('base64url');
}

function decodeCursor(cursor: string, order: ResumeSort): ResumeKeyset {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    decoded = undefined;
  }
  const parsed = resumeCursorSchema.safeParse(decoded);
  if (!parsed.success || parsed.data[0] !== order) {
    throw new AppError(400, errorCodes.validation, 'cursor: This page cursor is not valid.');
  }
  const [kind, value, id] = parsed.data;
  return kind === 'date' ? { createdAt: new Date(value), id } : { name: value, id };
}

export interface ResumeServiceDeps {
  db: Db;
  storage: AppStorage;
}

/** Stored resumes: My Reports' list, names, images, claims and removal (SPEC section 7). */
export function resumeService({ db, storage }: ResumeServiceDeps) {
  const resumes = resumeRepository(db);
  /** Owner, or anyone holding the id of a visitor's upload still waiting to be claimed. */
  async function visible(id: string, userId: string | undefined): Promise<ResumeRow> {
    const row = await resumes.findById(id);
    const canSee =
      row &&
      (row.userId === null
        ? row.claimExpiresAt !== null && row.claimExpiresAt.getTime() > Date.now()
        : row.userId === userId);
    if (!row || !canSee) throw resumeNotFound();
    return row;
  }

  async function findOwned(userId: string, id: string): Promise<ResumeRow> {
    const row = await resumes.findOwned(id, userId);
    if (!row) throw resumeNotFound();
    return row;
  }

  /**
   * The row first, then its files: a preview or report made meanwhile sees the row gone and
   * removes what it stored (issue 32); a file a failure leaves behind is swept
   * (sweepOrphanFiles).
   */
  async function discard(row: ResumeRow): Promise<void> {
    await resumes.remove(row.id);
    await removeFiles([row]);
  }

  async function removeFiles(rows: readonly ResumeRow[]): Promise<void> {
    for (const row of rows) for (const key of storedKeys(row)) await storage.delete(key);
  }

  return {
    visible,
    discard,

    /** A page image or the thumbnail, for its owner (or a visitor's unclaimed upload). */
    async image(
      id: string,
      userId: string | undefined,
      which: { page: number } | 'thumbnail',
    ): Promise<Readable> {
      const row = await visible(id, userId);
      const key =
        which === 'thumbnail'
          ? row.thumbnailKey
          : row.pages && which.page < row.pages.length
            ? resumeKeys.page(row.id, which.page)
            : null;
      // Checked first: a stream that fails after the answer has started cannot say 404.
      if (!key || !(await storage.exists(key))) {
        throw new AppError(404, errorCodes.notFound, resumeMessages.imageNotFound);
      }
      return storage.get(key);
    },

    async list(userId: string, query: ResumeListOptions): Promise<ResumeList> {
      const after = query.cursor ? decodeCursor(query.cursor, query.sort) : undefined;
      const rows = await resumes.list({
        userId,
        search: query.search || undefined,
        order: query.sort,
        after,
        limit: query.limit + 1,
      });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      // Node 20 has no Map.groupBy.
      const versions = new Map<string, ResumeListRow[]>();
      // A first version is the oldest of its group (a later one links to it once it is
      // uploaded): only cards of later versions have earlier ones to look up.
      const laterVersions = page.filter((row) => row.versionGroup !== row.id);
      for (const v of await resumes.versionsOf(
        userId,
        laterVersions.map((row) => row.versionGroup),
      )) {
        versions.set(v.versionGroup, [...(versions.get(v.versionGroup) ?? []), v]);
      }
      return {
        items: page.map((row) => {
          const all = versions.get(row.versionGroup) ?? [row];
          const version = all.findIndex((v) => v.id === row.id) + 1;
          const earlier = all
            .slice(0, version - 1)
            .map((v, i) => ({ ...resumeListItem(v), version: i + 1 }))
            .reverse();
          return { ...resumeListItem(row), version, earlier };
        }),
        nextCursor: rows.length > query.limit && last ? encodeCursor(last, query.sort) : null,
      };
    },

    async rename(userId: string, id: string, fileName: string): Promise<ResumeListItem> {
      const row = await resumes.rename(id, userId, fileName);
      if (!row) throw resumeNotFound();
      return resumeListItem(row);
    },

    /**
     * Deletes the user's resume. An uploaded one stays whole for the undo window (grading,
     * page images, versions, job matches), gone from every read; the purge sweep removes it
     * after. One never uploaded is removed at once: there is nothing to bring back.
     */
    async remove(userId: string, id: string): Promise<void> {
      const row = await findOwned(userId, id);
      if (!(await resumes.markDeleted(row.id, userId))) await discard(row);
    },

    /** Brings back a resume the user deleted within the undo window. */
    async restore(userId: string, id: string): Promise<void> {
      const since = new Date(Date.now() - timings.deleteUndoMs - undoGraceMs);
      if (!(await resumes.restore(id, userId, since))) {
        throw new AppError(404, errorCodes.notFound, resumeMessages.notRestorable);
      }
    },

    /**
     * Resumes deleted longer ago than the undo window, rows and files, for good: run by the
     * scheduled sweep, so a restart between the delete and the purge loses nothing.
     */
    async purgeDeleted(batch = 100): Promise<number> {
      const rows = await resumes.deletedBefore(
        new Date(Date.now() - timings.deleteUndoMs - undoGraceMs),
        batch,
      );
      for (const row of rows) await discard(row);
      return rows.length;
    },

    /** Attaches a visitor's upload to the signed-in user (SPEC section 4, sign-up). */
    async claim(userId: string, id: string): Promise<ResumeListItem> {
      await resumes.claim(id, userId);
      // Claimed now, or earlier by this same user (a retried request): both succeed.
      // Another user's, expired or unknown: the same 404.
      const row = await resumes.findOwned(id, userId);
      if (!row) throw resumeNotFound();
      return resumeListItem(row);
    },

    /** Account deletion: the rows of the user's resumes, then every file of theirs. */
    async removeAllOfUser(userId: string): Promise<void> {
      const rows = await resumes.findAllOfUser(userId);
      await resumes.removeAllOfUser(userId);
      await removeFiles(rows);
    },

    /**
     * Every file left of resumes deleted over `minAgeMs` ago: by a failure between a row's
     * removal and its files', a server that died there, or a report made meanwhile. Only
     * resumes this database saw deleted are touched (migration 0013). Returns how many
     * resumes were swept.
     */
    async sweepOrphanFiles(minAgeMs = orphanMinAgeMs, batch = 100): Promise<number> {
      const ids = await resumes.removedBefore(new Date(Date.now() - minAgeMs), batch);
      for (const id of ids) {
        await storage.removeAllOf(id);
        await resumes.forgetRemoved(id);
      }
      return ids.length;
    },

    /**
     * Uploads nobody will finish, files and rows: visitors' unclaimed within the day,
     * uploads (anyone's) left unconfirmed an hour after their URL was handed out, and later
     * versions left ungraded for a day.
     */
    async sweepAbandoned(batch = 100): Promise<number> {
      const now = Date.now();
      const rows = await resumes.findAbandoned(
        new Date(now - unconfirmedMaxAgeMs),
        new Date(now - ungradedVersionMaxAgeMs),
        batch,
      );
      for (const row of rows) await discard(row);
      return rows.length;
    },
  };
}
export type ResumeService = ReturnType<typeof resumeService>;

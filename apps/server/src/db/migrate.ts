import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import * as foundation from './migrations/0001-foundation.ts';
import * as outboxOrder from './migrations/0002-outbox-order.ts';
import * as accounts from './migrations/0003-accounts.ts';
import * as resumes from './migrations/0004-resumes.ts';
import * as grading from './migrations/0005-grading.ts';
import * as billing from './migrations/0006-billing.ts';
import * as hardening from './migrations/0007-hardening.ts';
import * as cumulativeGrade from './migrations/0008-cumulative-grade.ts';
import * as sessionChanges from './migrations/0009-session-changes.ts';
import * as jobMatches from './migrations/0010-job-matches.ts';
import * as versions from './migrations/0011-versions.ts';
import * as latestVersion from './migrations/0012-latest-version.ts';
import * as removedResumes from './migrations/0013-removed-resumes.ts';
import * as undoDelete from './migrations/0014-undo-delete.ts';
import * as gradedVersions from './migrations/0015-graded-versions.ts';
import * as oneMatchPerDescription from './migrations/0016-one-match-per-description.ts';

/**
 * Migrations are imported, not read from disk, so the bundled server and the tests run the
 * same list without a file-system layout to agree on. Append new ones; never edit old ones.
 */
const migrations: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-outbox-order': outboxOrder,
  '0003-accounts': accounts,
  '0004-resumes': resumes,
  '0005-grading': grading,
  '0006-billing': billing,
  '0007-hardening': hardening,
  '0008-cumulative-grade': cumulativeGrade,
  '0009-session-changes': sessionChanges,
  '0010-job-matches': jobMatches,
  '0011-versions': versions,
  '0012-latest-version': latestVersion,
  '0013-removed-resumes': removedResumes,
  '0014-undo-delete': undoDelete,
  '0015-graded-versions': gradedVersions,
  '0016-one-match-per-description': oneMatchPerDescription,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  // Kysely looks for its own bookkeeping tables in every schema of the database; without
  // naming ours, a second DATABASE_SCHEMA (a tenant, a test file) finds the first one's
  // tables, skips creating its own and fails. current_schema() is the search_path's first.
  const { rows } = await sql<{ name: string | null }>`select current_schema() as name`.execute(db);
  const migrationTableSchema = rows[0]?.name ?? undefined;
  const { error, results } = await new Migrator({
    db,
    provider,
    migrationTableSchema,
  }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${String(error)}`, { cause: error });
  }
}

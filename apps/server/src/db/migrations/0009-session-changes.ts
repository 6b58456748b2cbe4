import { type Kysely, sql } from 'kysely';

/**
 * Every change that can end a signed-in session is announced on the `session_changes`
 * channel with the user's id: a session updated or deleted (sign-out, revocation, expiry
 * sweeps, cascades from a deleted user), a user deleted or given a new email. Servers cache
 * sessions for a few seconds and drop a user's on the announcement (ADR 016).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function announce_session_change() returns trigger language plpgsql as $$
    begin
      -- Two statements: plpgsql plans each against the row type it meets.
      if tg_table_name = 'users' then
        perform pg_notify('session_changes', old.id);
      else
        perform pg_notify('session_changes', old.user_id);
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger sessions_announce_change after update or delete on sessions
    for each row execute function announce_session_change()`.execute(db);
  await sql`
    create trigger users_announce_change after update of email or delete on users
    for each row execute function announce_session_change()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger users_announce_change on users`.execute(db);
  await sql`drop trigger sessions_announce_change on sessions`.execute(db);
  await sql`drop function announce_session_change()`.execute(db);
}

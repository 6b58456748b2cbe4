import { type Kysely, sql } from 'kysely';

/**
 * Credits and payments (issue 6). The ledger has a row for every change of a balance:
 * the sign-up grant, each purchase, each grading. `users.credits` stays the balance the
 * app reads, changed only in the same transaction as its ledger row; the sign-up grant is
 * written by a trigger, inside better-auth's insert of the user. `reference` makes each
 * change happen once (a checkout, a grading job). Rows outlive their user (set null) for
 * the accounts, detached from personal data. A checkout is one attempt to buy a plan.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('credit_ledger')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('opening', 'signup', 'purchase', 'grading')`),
    )
    .addColumn('delta', 'integer', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('credit_ledger_user_idx')
    .on('credit_ledger')
    .columns(['user_id', 'created_at'])
    .execute();
  // Balances from before the ledger existed.
  await sql`
    insert into credit_ledger (user_id, kind, delta, reference)
    select id, 'opening', credits, 'opening:' || id from users where credits <> 0
  `.execute(db);
  await sql`
    create function credit_ledger_signup() returns trigger language plpgsql as $$
    begin
      if new.credits <> 0 then
        insert into credit_ledger (user_id, kind, delta, reference)
        values (new.id, 'signup', new.credits, 'signup:' || new.id);
      end if;
      return new;
    end
    $$
  `.execute(db);
  await sql`
    create trigger users_signup_credits after insert on users
    for each row execute function credit_ledger_signup()
  `.execute(db);

  await db.schema
    .createTable('checkouts')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('provider', 'text', (c) => c.notNull().check(sql`provider in ('test', 'stripe')`))
    .addColumn('provider_session_id', 'text', (c) => c.unique())
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('credits', 'integer', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('open')
        .check(sql`state in ('open', 'completed', 'cancelled')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('completed_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('checkouts_user_completed_idx')
    .on('checkouts')
    .columns(['user_id', 'completed_at'])
    .where(sql.ref('state'), '=', 'completed')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('checkouts').execute();
  await sql`drop trigger users_signup_credits on users`.execute(db);
  await sql`drop function credit_ledger_signup()`.execute(db);
  await db.schema.dropTable('credit_ledger').execute();
}

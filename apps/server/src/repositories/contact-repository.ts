import type { Db } from '../db/database.ts';

export interface NewContactMessage {
  firstName: string;
  lastName: string;
  email: string;
  feedback: string;
  ipAddress: string;
}

export function contactRepository(db: Db) {
  return {
    async insert(message: NewContactMessage): Promise<string> {
      const row = await db
        .insertInto('contactMessages')
        .values(message)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async remove(id: string): Promise<void> {
      await db.deleteFrom('contactMessages').where('id', '=', id).execute();
    },

    async countByEmail(email: string): Promise<number> {
      const row = await db
        .selectFrom('contactMessages')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}
export type ContactRepository = ReturnType<typeof contactRepository>;

import { randomBytes, randomUUID } from 'node:crypto';
import type { ContactUs } from '@resumegrader/contract/contact';
import type { Db } from '../../src/db/database.ts';
import { resumeRepository } from '../../src/repositories/resume-repository.ts';

const unique = () => randomBytes(4).toString('hex');

/** A valid contact form submission from a sender no other test uses. */
export function newContactMessage(overrides: Partial<ContactUs> = {}): ContactUs {
  const id = unique();
  return {
    firstName: 'Ada',
    lastName: `Lovelace ${id}`,
    email: `ada.${id}@example.com`,
    feedback: `Your grader liked my resume more than my mother did. (${id})`,
    ...overrides,
  };
}

/** A client address of its own, so per-IP rate limits of other tests never interfere. */
export function newIpAddress(): string {
  const [a = 0, b = 0, c = 0] = randomBytes(3);
  return `10.${a}.${b}.${(c % 254) + 1}`;
}

export function newEmail(name = 'someone'): string {
  return `${name}.${unique()}@example.com`;
}

/** A user row of its own, as sign-up makes one; returns its id. */
export async function newUserRow(db: Db): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('users')
    .values({
      id,
      name: 'Ada Lovelace',
      email: newEmail('ada'),
      firstName: 'Ada',
      lastName: 'Lovelace',
    })
    .execute();
  return id;
}

/** A signed-in user's resume row, requested and not yet uploaded; returns its id. */
export async function newResumeRow(db: Db, userId: string): Promise<string> {
  const id = randomUUID();
  await resumeRepository(db).insert({
    id,
    userId,
    fileName: 'cv.pdf',
    storageKey: `resumes/${id}.pdf`,
    claimExpiresAt: null,
    versionOf: null,
  });
  return id;
}

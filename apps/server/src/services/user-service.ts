import { authMessages } from '@resumegrader/contract/auth';
import { errorCodes } from '@resumegrader/contract/errors';
import type { UpdateUser, UserDetail } from '@resumegrader/contract/user';
import { AppError } from '../http/app-error.ts';
import type { Db } from '../db/database.ts';
import { userRepository, type UserRow } from '../repositories/user-repository.ts';
import type { ResumeService } from './resume-service.ts';

/** The contract's user detail (SPEC section 3); never the raw row. */
export function mapUserDetail(row: UserRow): UserDetail {
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    industry: row.industry,
    jobTitle: row.jobTitle,
    companySize: row.companySize,
    credits: row.credits,
    subscription: row.subscription,
  };
}

// A session whose user is gone (deleted meanwhile) is no session.
const gone = () => new AppError(401, errorCodes.unauthorized, authMessages.unauthorized);

export function userService(deps: { db: Db; resumes: Pick<ResumeService, 'removeAllOfUser'> }) {
  const users = userRepository(deps.db);
  return {
    async getDetail(userId: string): Promise<UserDetail> {
      const row = await users.findById(userId);
      if (!row) throw gone();
      return mapUserDetail(row);
    },

    /** Only the profile fields; the schema has already refused credits and subscription. */
    async updateProfile(userId: string, changes: UpdateUser): Promise<UserDetail> {
      const row = await users.updateProfile(userId, changes);
      if (!row) throw gone();
      return mapUserDetail(row);
    },

    /**
     * Deletes the account: the rows of the user's resumes, then their files (any a storage
     * failure leaves are swept: sweepOrphanFiles), then the user, their sessions, accounts,
     * pending codes and dev-outbox mails. Credits are not refunded (SPEC section 1).
     */
    async deleteAccount(userId: string, email: string): Promise<void> {
      await deps.resumes.removeAllOfUser(userId);
      await users.remove(userId, email);
    },
  };
}
export type UserService = ReturnType<typeof userService>;

import {
  accountDeletedMessage,
  type DeleteUserResponse,
  updateUserSchema,
  type UserDetail,
} from '@resumegrader/contract/user';
import type { FastifyInstance } from 'fastify';
import type { Auth } from '../auth/better-auth.ts';
import { endSession } from '../http/session.ts';
import { signedInUser } from '../http/authenticate.ts';
import type { UserService } from '../services/user-service.ts';

/** SPEC section 7: /get-user, /update-user, /delete-user (cookie or bearer session). */
export function userRoutes(app: FastifyInstance, auth: Auth, users: UserService): void {
  app.get(
    '/get-user',
    { config: { user: 'required' } },
    async (request, reply): Promise<UserDetail> => {
      const user = signedInUser(request);
      reply.header('cache-control', 'no-store');
      return users.getDetail(user.id);
    },
  );

  app.put(
    '/update-user',
    { config: { user: 'required' } },
    async (request): Promise<UserDetail> => {
      const user = signedInUser(request);
      const changes = updateUserSchema.parse(request.body ?? {});
      return users.updateProfile(user.id, changes);
    },
  );

  app.delete(
    '/delete-user',
    { config: { user: 'required' } },
    async (request, reply): Promise<DeleteUserResponse> => {
      const user = signedInUser(request);
      // Sign-out first, while the session still exists, so its cookies are cleared.
      await endSession(auth, request, reply);
      await users.deleteAccount(user.id, user.email);
      return { message: accountDeletedMessage };
    },
  );
}

import {
  accountDeletedMessage,
  type DeleteUserResponse,
  updateUserSchema,
  type UserDetail,
} from '@resumegrader/contract/user';
import type { FastifyInstance } from 'fastify';
import type { Auth } from '../auth/better-auth.ts';
import { endSession, requireUser } from '../http/session.ts';
import type { UserService } from '../services/user-service.ts';

/** SPEC section 7: /get-user, /update-user, /delete-user (cookie or bearer session). */
export function userRoutes(app: FastifyInstance, auth: Auth, users: UserService): void {
  app.get('/get-user', async (request, reply): Promise<UserDetail> => {
    const user = await requireUser(auth, request, reply);
    reply.header('cache-control', 'no-store');
    return users.getDetail(user.id);
  });

  app.put('/update-user', async (request, reply): Promise<UserDetail> => {
    const user = await requireUser(auth, request, reply);
    const changes = updateUserSchema.parse(request.body ?? {});
    return users.updateProfile(user.id, changes);
  });

  app.delete('/delete-user', async (request, reply): Promise<DeleteUserResponse> => {
    const user = await requireUser(auth, request, reply);
    // Sign-out first, while the session still exists, so its cookies are cleared.
    await endSession(auth, request, reply);
    await users.deleteAccount(user.id, user.email);
    return { message: accountDeletedMessage };
  });
}

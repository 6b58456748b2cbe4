import {
  accountDeletedMessage,
  updateUserSchema,
  userDetailSchema,
} from '@resumegrader/contract/user';
import { messageSchema } from '@resumegrader/contract/message';
import { type Authentication, signedInUser } from '../http/authenticate.ts';
import { type Api, failureResponses } from '../http/schemas.ts';
import type { UserService } from '../services/user-service.ts';

const userDetailResponse = { 200: userDetailSchema, ...failureResponses };

/** SPEC section 7: /get-user, /update-user, /delete-user (cookie or bearer session). */
export function userRoutes(app: Api, authentication: Authentication, users: UserService): void {
  app.get(
    '/get-user',
    { config: { user: 'required' }, schema: { response: userDetailResponse } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return users.getDetail(signedInUser(request).id);
    },
  );

  app.put(
    '/update-user',
    {
      config: { user: 'required' },
      schema: { body: updateUserSchema, response: userDetailResponse },
    },
    async (request) => users.updateProfile(signedInUser(request).id, request.body),
  );

  app.delete(
    '/delete-user',
    {
      config: { user: 'required' },
      schema: { response: { 200: messageSchema, ...failureResponses } },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      // Sign-out first, while the session still exists, so its cookies are cleared.
      await authentication.endSession(request, reply);
      await users.deleteAccount(user.id, user.email);
      return { message: accountDeletedMessage };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import { loginInputSchema } from '@metafields/core';
import { HttpError, unauthenticated } from '../httpErrors.js';
import { requireUser, setSessionCookie } from '../sessionPlugin.js';
import type { Sessions } from '../sessions.js';
import type { Users } from '../users.js';
import { parseInput } from '../validation.js';

export function userRoutes(
  app: FastifyInstance,
  { users, sessions }: { users: Users; sessions: Sessions },
) {
  app.post('/api/users/sessions', async (request, reply) => {
    const { email, password } = parseInput(loginInputSchema, request.body);
    const user = await users.authenticate(email, password);
    if (!user) {
      throw new HttpError(401, 'invalid_credentials', 'The email or password is incorrect.');
    }
    const session = sessions.renew(request.session?.id, user.id);
    setSessionCookie(request, reply, session);
    return { data: user };
  });

  app.delete('/api/users/sessions', async (request, reply) => {
    // Logging out hands the browser a fresh anonymous session, so it can log in again.
    const session = sessions.renew(request.session?.id, null);
    setSessionCookie(request, reply, session);
    return reply.code(204).send();
  });

  app.get('/api/users/me', async (request) => {
    const user = users.findById(requireUser(request));
    if (!user) throw unauthenticated();
    return { data: user };
  });
}

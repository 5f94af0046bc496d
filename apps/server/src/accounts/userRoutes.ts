import type { FastifyInstance } from 'fastify';
import { languageCodeSchema, loginInputSchema } from '@metafields/core';
import * as z from 'zod';
import { HttpError, unauthenticated } from '../http/errors.js';
import { requireUser, setSessionCookie } from './sessionPlugin.js';
import type { Sessions } from './sessions.js';
import type { Users } from './users.js';
import { parseInput } from '../validation.js';

export const throttleMessages = {
  wait: 'Too many failed login attempts. Please wait a moment and try again.',
  lockedOut: 'Too many failed login attempts. Please try again later.',
} as const;

export const loginSchema = z.strictObject(loginInputSchema.shape);

/** PUT /api/users/me/language: the interface language the person chose. */
export const languageChoiceSchema = z.strictObject({ language: languageCodeSchema });

export function userRoutes(
  app: FastifyInstance,
  { users, sessions }: { users: Users; sessions: Sessions },
) {
  app.post('/api/users/sessions', async (request, reply) => {
    const { email, password } = parseInput(loginSchema, request.body);
    const result = await users.login(email, password, request.ip);
    if (result.outcome === 'throttled') {
      // A refusal with Retry-After rather than a held request: waiting costs the server nothing.
      reply.header('retry-after', String(Math.ceil(result.retryAfterMs / 1000)));
      throw new HttpError(
        429,
        'too_many_attempts',
        result.lockedOut ? throttleMessages.lockedOut : throttleMessages.wait,
      );
    }
    if (result.outcome === 'invalid') {
      throw new HttpError(401, 'invalid_credentials', 'The email or password is incorrect.');
    }
    const session = await sessions.renew(request.session?.id, result.user.id);
    setSessionCookie(request, reply, session);
    return { data: result.user };
  });

  app.delete('/api/users/sessions', async (request, reply) => {
    // Logging out hands the browser a fresh anonymous session, so it can log in again.
    setSessionCookie(request, reply, await sessions.end(request.session?.id));
    return reply.code(204).send();
  });

  app.get('/api/users/me', async (request) => {
    const user = await users.findById(requireUser(request));
    if (!user) throw unauthenticated();
    return { data: user };
  });

  // Remembered per person, so it follows them to another browser and into the control panel.
  app.put('/api/users/me/language', async (request) => {
    const userId = requireUser(request);
    const { language } = parseInput(languageChoiceSchema, request.body);
    await users.setLanguage(userId, language);
    const user = await users.findById(userId);
    if (!user) throw unauthenticated();
    return { data: user };
  });
}

import { userSchema } from '@metafields/core';
import * as z from 'zod';
import { requestSchema, resetSchema } from '../../accounts/passwordRoutes.js';
import { languageChoiceSchema, loginSchema } from '../../accounts/userRoutes.js';
import type { ApiOperation } from '../operation.js';

const tag = 'Accounts';

const part = z.enum(['up', 'down']);
const healthSchema = z.object({ ok: z.boolean(), database: part, queue: part });

/** Sign-in, the signed-in user, password reset; and the health check. */
export const accountOperations: ApiOperation[] = [
  {
    id: 'health',
    method: 'GET',
    path: '/api/health',
    summary: 'Health check',
    description: 'Says whether the database and the jobs’ queue answer.',
    tag: 'Health',
    access: 'public',
    answers: [
      { status: 200, description: 'Every part answers.', schema: healthSchema },
      {
        status: 503,
        description: 'A part does not answer: the body says which.',
        schema: healthSchema,
      },
    ],
  },
  {
    id: 'ready',
    method: 'GET',
    path: '/api/health/ready',
    summary: 'Readiness, for a load balancer',
    description:
      'Whether this instance should be sent requests: not when the database or the queue fails to answer. A closing instance (SIGTERM) takes no new connection.',
    tag: 'Health',
    access: 'public',
    answers: [
      { status: 200, description: 'Ready.', schema: z.object({ ready: z.literal(true) }) },
      { status: 503, description: 'Not ready.', schema: z.object({ ready: z.literal(false) }) },
    ],
  },
  {
    id: 'logIn',
    method: 'POST',
    path: '/api/users/sessions',
    summary: 'Log in',
    description:
      'Signs the session in and renews it: the answer sets a new session cookie and carries the new CSRF token in `X-CSRF-Token`.',
    tag,
    access: 'public',
    body: { json: loginSchema },
    answers: [{ status: 200, description: 'Signed in.', schema: z.object({ data: userSchema }) }],
    errors: [401, 429],
  },
  {
    id: 'logOut',
    method: 'DELETE',
    path: '/api/users/sessions',
    summary: 'Log out',
    description: 'Ends the signed-in session and hands the browser a fresh anonymous one.',
    tag,
    access: 'public',
    answers: [{ status: 204, description: 'Logged out.' }],
  },
  {
    id: 'currentUser',
    method: 'GET',
    path: '/api/users/me',
    summary: 'The signed-in user',
    tag,
    access: 'user',
    answers: [{ status: 200, description: 'The user.', schema: z.object({ data: userSchema }) }],
  },
  {
    id: 'chooseLanguage',
    method: 'PUT',
    path: '/api/users/me/language',
    summary: 'Choose the interface language',
    description:
      'Remembered for the signed-in person; until they choose, the control panel’s language for them applies.',
    tag,
    access: 'user',
    body: { json: languageChoiceSchema },
    answers: [
      {
        status: 200,
        description: 'The user, in the new language.',
        schema: z.object({ data: userSchema }),
      },
    ],
  },
  {
    id: 'requestPasswordReset',
    method: 'POST',
    path: '/api/users/password',
    summary: 'Ask for a password reset email',
    description:
      'Always 202, whether or not an account has the email, so the answer tells nothing of who has one.',
    tag,
    access: 'public',
    body: { json: requestSchema },
    answers: [
      {
        status: 202,
        description: 'If the account exists, the email is on its way.',
        schema: z.object({ data: z.object({ message: z.string() }) }),
      },
    ],
  },
  {
    id: 'resetPassword',
    method: 'PUT',
    path: '/api/users/password',
    summary: 'Set a new password with the emailed token',
    description: 'Other sessions of the user end. A bad or used token answers 422 on `token`.',
    tag,
    access: 'public',
    body: { json: resetSchema },
    answers: [{ status: 204, description: 'The password is changed.' }],
  },
];

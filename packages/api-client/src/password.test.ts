import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from './index.js';
import {
  json,
  startLocalServer,
  type LocalServer,
  type SentRequest,
} from './testing/localServer.js';

/** A real HTTP server answering like the app's password routes (accounts/passwordRoutes.ts). */
let server: LocalServer;
const sent = 'If an account exists for that email, we have sent it a link to reset the password.';
const invalidToken = 'This password reset link is invalid, used or expired.';

function answer({ method, path, body }: SentRequest, res: ServerResponse) {
  if (path !== '/api/users/password') return json(res, 404, { error: 'not_found' });
  if (method === 'POST') return json(res, 202, { data: { message: sent } });
  const token = (body as { token?: string }).token;
  if (method === 'PUT' && token === 'good-token') return json(res, 204);
  return json(res, 422, {
    error: 'invalid_input',
    message: 'Please correct the highlighted fields.',
    errors: { token: [invalidToken] },
  });
}

beforeAll(async () => {
  server = await startLocalServer(answer);
});
afterAll(() => server.close());

const password = () => createApiClient({ baseUrl: server.baseUrl }).users.password;
const input = {
  email: 'ada@example.com',
  token: 'good-token',
  password: 'a-new-password',
  password_confirmation: 'a-new-password',
};

describe('password reset calls', () => {
  it('ask for the reset email and answer the server’s sentence', async () => {
    server.reset();
    await expect(password().request('ada@example.com')).resolves.toBe(sent);
    expect(server.seen()).toEqual(['POST /api/users/password']);
    expect(server.bodies()).toEqual([{ email: 'ada@example.com' }]);
  });

  it('set the new password with the emailed token', async () => {
    server.reset();
    await expect(password().reset(input)).resolves.toBeUndefined();
    expect(server.seen()).toEqual(['PUT /api/users/password']);
    expect(server.bodies()).toEqual([input]);
  });

  it('reject a refused token with its field error', async () => {
    const refused = await password()
      .reset({ ...input, token: 'used-token' })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(422);
    expect((refused as ApiError).fieldErrors).toEqual({ token: [invalidToken] });
  });
});

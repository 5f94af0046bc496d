import * as z from 'zod/mini';
import type { PasswordResetInput } from '@metafields/core';
import type { Http } from './http.js';

const requestAnswer = z.object({ data: z.object({ message: z.string() }) });

/**
 * Password reset (server: accounts/passwordRoutes.ts). `request` asks for the reset email and
 * answers the server's sentence, the same whether or not the account exists; `reset` sets the
 * new password with the emailed token (a 422 names the fields, as ApiError's field errors).
 */
export function passwordCalls({ call }: Pick<Http, 'call'>) {
  return {
    request: (email: string) =>
      call(
        async (http) =>
          requestAnswer.parse(await http.post('api/users/password', { json: { email } }).json())
            .data.message,
      ),
    reset: (input: PasswordResetInput) =>
      call(async (http) => void (await http.put('api/users/password', { json: input }))),
  };
}

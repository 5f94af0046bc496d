import type { FastifyInstance } from 'fastify';
import { acceptForms } from './controlPanel/routes.js';
import type { PlatformDatabase } from '../db.js';
import { exchangeCode, tokenRequestSchema } from './oauth.js';

const oauthError = (error: string, description: string) => ({
  error,
  error_description: description,
});

/**
 * `POST /oauth2/token` (login.bigcommerce.com on the platform): the code exchange, with a JSON
 * or form-encoded body. Errors follow RFC 6749 §5.2: `{ error, error_description }`.
 */
export function tokenRoutes(scope: FastifyInstance, db: PlatformDatabase): void {
  acceptForms(scope);
  scope.setErrorHandler((error, _request, reply) => {
    const status = (error as { statusCode?: unknown }).statusCode;
    const code = typeof status === 'number' && status >= 400 && status < 500 ? status : 400;
    return reply
      .status(code)
      .header('cache-control', 'no-store')
      .send(oauthError('invalid_request', 'The request body is not valid JSON or form data.'));
  });

  scope.post('/oauth2/token', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const parsed = tokenRequestSchema.safeParse(request.body ?? {});
    if (!parsed.success) {
      const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.')))];
      return reply
        .status(400)
        .send(
          oauthError('invalid_request', `Missing or invalid parameters: ${fields.join(', ')}.`),
        );
    }
    const result = exchangeCode(db, parsed.data);
    if (!result.ok) {
      return reply.status(result.status).send(oauthError(result.error, result.description));
    }
    return reply.status(200).send(result.body);
  });
}

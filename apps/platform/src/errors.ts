import type { FastifyError, FastifyInstance } from 'fastify';

/** The `type` every platform error body carries (see the `Error` schema's example). */
export const ERROR_TYPE =
  'https://developer.bigcommerce.com/api-docs/getting-started/api-status-codes';

/** `GeneralError` / `GeneralErrorWithErrors` / `errorResponse_422` of the OpenAPI documents. */
export interface ErrorBody {
  status: number;
  title: string;
  type: string;
  errors?: Record<string, string>;
}

/** Thrown from hooks and handlers; the error handler turns it into the platform's error body. */
export class PlatformError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly errors?: Record<string, string>,
  ) {
    super(title);
    this.name = 'PlatformError';
  }

  toBody(): ErrorBody {
    const body: ErrorBody = { status: this.status, title: this.title, type: ERROR_TYPE };
    if (this.errors) body.errors = this.errors;
    return body;
  }
}

export const unauthorized = (): PlatformError =>
  new PlatformError(401, 'No valid credentials were found in this request.');

export const forbidden = (): PlatformError =>
  new PlatformError(403, 'You do not have permission to access this store.', {});

export const notFound = (title = 'The requested resource was not found.'): PlatformError =>
  new PlatformError(404, title);

export const invalidQuery = (errors: Record<string, string>): PlatformError =>
  new PlatformError(422, 'The query parameters are invalid.', errors);

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && typeof (error as Partial<FastifyError>).code === 'string';
}

/** Every failure, including Fastify's own (bad JSON, wrong media type), leaves in one shape. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof PlatformError) {
      return reply.status(error.status).send(error.toBody());
    }
    const status = isFastifyError(error) ? (error.statusCode ?? 500) : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send(new PlatformError(500, 'Internal server error.').toBody());
    }
    const title = error instanceof Error ? error.message : 'Bad request.';
    return reply.status(status).send(new PlatformError(status, title).toBody());
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send(notFound().toBody()));
}

import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * An error answer whose body is not the v3 `{ status, title, type, errors }` object that
 * `PlatformError` writes: v2 resources answer arrays, the pages API itemised errors.
 */
export class ResponseError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`);
    this.name = 'ResponseError';
  }
}

type Handler = (request: FastifyRequest, reply: FastifyReply) => unknown;

/** Wraps a handler so that a thrown `ResponseError` is sent as it is; anything else goes on. */
export function answeringErrors(handler: Handler): Handler {
  return async (request, reply) => {
    try {
      return await handler(request, reply);
    } catch (error) {
      if (error instanceof ResponseError) return reply.status(error.status).send(error.body);
      throw error;
    }
  };
}

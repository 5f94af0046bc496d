/**
 * The one error body of /api: `{ status, code, error, errors? }`. `error` is a sentence a person
 * can read; `code` is what the client branches on (the api-client logs out on
 * 'unauthenticated'); `errors` maps a field to its messages.
 */
export interface ErrorBody {
  status: number;
  code: string;
  error: string;
  errors?: Record<string, string[]>;
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }

  toBody(): ErrorBody {
    return {
      status: this.status,
      code: this.code,
      error: this.message,
      ...(this.errors && { errors: this.errors }),
    };
  }
}

export const unauthenticated = () =>
  new HttpError(401, 'unauthenticated', 'Your session has ended. Please log in again.');

/**
 * The one error body of /api: `{ error, message, title?, errors? }`. `error` is the code the
 * client branches on (the api-client logs out on 'unauthenticated'); `message` is a sentence a
 * person can read; `errors` maps a field path to its messages.
 */
export interface ErrorBody {
  error: string;
  message: string;
  title?: string;
  errors?: Record<string, string[]>;
}

export class HttpError extends Error {
  /** Headers the answer carries besides the body, such as a passed-on Retry-After. */
  headers?: Record<string, string>;

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly title?: string,
  ) {
    super(message);
  }

  toBody(): ErrorBody {
    return {
      error: this.code,
      message: this.message,
      ...(this.title && { title: this.title }),
      ...(this.errors && { errors: this.errors }),
    };
  }
}

export const unauthenticated = () =>
  new HttpError(401, 'unauthenticated', 'Your session has ended. Please log in again.');

/**
 * A failed call, normalised from the server's `{ error, message, title?, errors? }` body or the
 * platform's `{ status, title, errors }`. `message` is the server's own sentence when it gave
 * one; callers fall back to the spec's catalogue text when `hasServerMessage` is false.
 */
export class ApiError extends Error {
  readonly hasServerMessage: boolean;

  constructor(
    readonly status: number,
    readonly code: string,
    message: string | undefined,
    readonly fieldErrors: Record<string, string[]> = {},
    readonly title?: string,
    /** The answer's JSON as it came, for core's notice mapping (`actionOutcomeOf`). */
    readonly body?: unknown,
  ) {
    super(message ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.hasServerMessage = message !== undefined;
  }

  static async fromResponse(response: Response): Promise<ApiError> {
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => undefined);
    const fields = isRecord(body) ? body : {};
    const text = (key: string) => (typeof fields[key] === 'string' ? fields[key] : undefined);
    return new ApiError(
      response.status,
      text('error') ?? 'http_error',
      text('message') ?? text('title'),
      isFieldErrors(fields.errors) ? fields.errors : {},
      text('title'),
      body,
    );
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFieldErrors(value: unknown): value is Record<string, string[]> {
  return isRecord(value) && Object.values(value).every((v) => Array.isArray(v));
}

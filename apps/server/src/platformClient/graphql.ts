import * as z from 'zod';
import { HttpError } from '../http/errors.js';
import { platformRequest, storeUrl } from './transport.js';

/** A merchant waits on these calls: a stuck platform must end in a clear answer. */
const GRAPHQL_TIMEOUT_MS = 10_000;

/** The store a call is made for: its hash and the app's token there. */
export interface PlatformStore {
  store_hash: string;
  accessToken: string;
}

const graphqlErrors = z.array(z.object({ message: z.string() })).min(1);
const graphqlAnswer = z.object({
  data: z.unknown().optional(),
  errors: graphqlErrors.optional(),
});

function parsedJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** The platform's sentences, joined: they name what it refused and why. */
const messageOf = (errors: Array<{ message: string }>) =>
  errors.map((error) => error.message).join(' ');

/**
 * `POST {PLATFORM_URL}/stores/{hash}/graphql` with the store's token, as the GraphQL Admin API
 * documents it (app-extensions-guide.mdx, "Example requests"). The answer's `data` is read with
 * `schema`. What GraphQL refuses (`errors`, with a 200) is the request's fault: a 422 with the
 * platform's message. A platform that fails or answers something else is a 502, as are the
 * client's own failures (out of reach, redirected; a 504 when too slow): the merchant's request
 * was fine, the platform was not.
 */
export async function platformGraphql<Schema extends z.ZodType>(
  platformUrl: string,
  store: PlatformStore,
  request: { query: string; variables?: Record<string, unknown> },
  schema: Schema,
): Promise<z.output<Schema>> {
  const response = await platformRequest({
    method: 'POST',
    url: storeUrl(platformUrl, store.store_hash, 'graphql'),
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      'x-auth-token': store.accessToken,
    },
    body: JSON.stringify({ query: request.query, variables: request.variables ?? {} }),
    timeoutMs: GRAPHQL_TIMEOUT_MS,
  });
  const ok = response.status >= 200 && response.status < 300;
  const body = graphqlAnswer.safeParse(parsedJson(response.body));
  if (!ok || !body.success) {
    // 401/403 mean the app's token was refused: not the merchant's mistake either.
    const detail = body.success && body.data.errors ? ` ${messageOf(body.data.errors)}` : '';
    throw new HttpError(
      502,
      'platform_error',
      `The store platform answered with an error (${response.status}).${detail}`,
    );
  }
  if (body.data.errors) {
    throw new HttpError(422, 'platform_rejected', messageOf(body.data.errors));
  }
  const data = schema.safeParse(body.data.data);
  if (!data.success) {
    throw new HttpError(502, 'platform_error', 'The store platform gave an unexpected answer.');
  }
  return data.data;
}

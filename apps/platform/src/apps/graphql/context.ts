import { GraphQLError } from 'graphql';
import type * as z from 'zod';
import type { PlatformDatabase } from '../../db.js';
import type { StoreRow } from '../../store/stores.js';

/** Who asks: the store of the URL and the API account or app whose token came with it. */
export interface GraphqlContext {
  db: PlatformDatabase;
  store: StoreRow;
  clientId: string;
  /** The app's granted scopes; null for the store-level API account. */
  appScopes: readonly string[] | null;
}

/** Reads resolver arguments that GraphQL typed already, with the platform's further rules. */
export function parseArgs<T>(schema: z.ZodType<T>, args: unknown): T {
  const parsed = schema.safeParse(args);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue?.path.join('.') ?? '';
  throw new GraphQLError(`${where === '' ? '' : `${where}: `}${issue?.message ?? 'invalid input'}`);
}

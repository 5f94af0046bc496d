import * as z from 'zod';
import { platformGraphql, type PlatformStore } from '../platformClient/graphql.js';

/** The most metafields one request may move: the metafield lists' page size. */
export const REASSIGN_MAX = 250;

/**
 * The body of `POST /api/stores/{hash}/metafields/reassign` (metafields.md, section 7):
 * `{ owner_id, metafield_ids }`. The owner is the new owner's client id; the admin sends it as
 * a number (core's `parseOwnerId`), an API client may send the text, so both are read. A client
 * id is what the platform accepts: letters, digits, - or _.
 */
export const reassignBody = z.object({
  owner_id: z
    .union([z.string().trim(), z.number().int().positive().transform(String)], {
      error: 'must be the new owner’s client id',
    })
    .pipe(
      z
        .string()
        .min(1, { error: 'must not be empty' })
        .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'must be 1 to 64 letters, digits, - or _' }),
    ),
  metafield_ids: z
    .array(z.number().int().positive({ error: 'must be metafield ids' }), {
      error: 'must be a list of metafield ids',
    })
    .min(1, { error: 'must list at least one metafield' })
    .max(REASSIGN_MAX, { error: `must list at most ${REASSIGN_MAX} metafields` }),
});
export type ReassignBody = z.output<typeof reassignBody>;

/** The platform's global id of a metafield (metafields-reassign-metafields-owner.mdx). */
export const metafieldGlobalId = (id: number) => `bc/store/metafield/${id}`;

const REASSIGN = /* GraphQL */ `
  mutation Metafield($input: ReassignMetafieldsOwnerInput!) {
    metafield {
      reassignMetafieldsOwner(input: $input) {
        metafieldIds
      }
    }
  }
`;

const reassignAnswer = z.object({
  metafield: z.object({
    reassignMetafieldsOwner: z.object({ metafieldIds: z.array(z.string()) }),
  }),
});

/**
 * Gives the metafields to the new owner through the platform's `reassignMetafieldsOwner`, the
 * only way to do it (the REST API cannot). Answers the platform's result: the moved ids.
 */
export async function reassignMetafieldsOwner(
  platformUrl: string,
  store: PlatformStore,
  body: ReassignBody,
): Promise<{ metafieldIds: string[] }> {
  const input = {
    newClientId: body.owner_id,
    metafieldIds: body.metafield_ids.map(metafieldGlobalId),
  };
  const data = await platformGraphql(
    platformUrl,
    store,
    { query: REASSIGN, variables: { input } },
    reassignAnswer,
  );
  return data.metafield.reassignMetafieldsOwner;
}

import { permissionSets, resourceTypes, type ResourceType } from '@metafields/core';
import * as z from 'zod';
import type { ChangeActor, NewChange } from '../history/changeHistory.js';
import { callPlatform, type PlatformAnswer } from '../platformClient/rest.js';
import { batchPaths } from '../templates/platformMetafields.js';
import type { GatewayRoute } from './allowList.js';

/** A metafield write through the gateway: what the change history records (issue 28). */
export interface GatewayMetafieldWrite {
  type: ResourceType;
  method: 'POST' | 'PUT' | 'DELETE';
  /** A single change or removal: the metafield's own path, read before for its old value. */
  singlePath?: string;
  /**
   * A batch change or removal: the records its items name (`resource_id`), whose metafields
   * are read before for the old values. The platform's lists take no id filter, so an item that
   * names only its id is recorded without its old value (a change) or not at all (a removal).
   */
  recordIds: number[];
}

const metafield = z.object({
  id: z.number().int(),
  resource_id: z.number().int(),
  namespace: z.string(),
  key: z.string(),
  value: z.string(),
  permission_set: z.enum(permissionSets).optional(),
});
type GatewayMetafield = z.infer<typeof metafield>;

/** A single metafield's answer (`data`, a list of one for customers) or a batch's list. */
const answerData = z.object({ data: z.union([z.array(z.unknown()), z.unknown()]) });
const listPage = z.object({
  data: z.array(metafield),
  meta: z.object({ pagination: z.object({ total_pages: z.number().int() }).optional() }),
});

/** The platform's largest page. */
const PAGE = 250;

const recordIdsOf = (body: unknown): number[] => {
  if (!Array.isArray(body)) return [];
  const ids = body.map((item: unknown) => (item as { resource_id?: unknown } | null)?.resource_id);
  return [
    ...new Set(ids.filter((id): id is number => Number.isSafeInteger(id) && (id as number) > 0)),
  ];
};

/**
 * Which metafield write a gateway call is, if any: a single create, change or removal of a
 * record's metafield, or a batch of them, of the eight types. Other calls are not recorded.
 */
export function metafieldWriteOf(
  route: GatewayRoute,
  method: string,
  upstreamPath: string,
  body: unknown,
): GatewayMetafieldWrite | undefined {
  if (method !== 'POST' && method !== 'PUT' && method !== 'DELETE') return undefined;
  const [typeName, ...rest] = route.family.split(' ');
  const type = resourceTypes.find((entry) => entry.singular === typeName)?.singular;
  const shape = rest.join(' ');
  if (!type || !['metafields', 'metafield', 'metafields batch'].includes(shape)) return undefined;
  if (shape === 'metafields batch') {
    return { type, method, recordIds: method === 'POST' ? [] : recordIdsOf(body) };
  }
  if (method === 'POST') return { type, method, recordIds: [] };
  return { type, method, singlePath: upstreamPath, recordIds: [] };
}

/** The metafields in an answer's `data`: one object, or a list. */
function metafieldsIn(body: unknown): GatewayMetafield[] {
  const parsed = answerData.safeParse(body);
  if (!parsed.success) return [];
  const items = Array.isArray(parsed.data.data) ? parsed.data.data : [parsed.data.data];
  return items.flatMap((item) => {
    const row = metafield.safeParse(item);
    return row.success ? [row.data] : [];
  });
}

const jsonOf = (answer: PlatformAnswer): unknown => {
  try {
    return JSON.parse(answer.body.toString('utf8'));
  } catch {
    return undefined;
  }
};

/**
 * The metafields a write changes or removes, as they are before it is forwarded, by id: the
 * single metafield, or every metafield of the records a batch names.
 */
export async function metafieldsBefore(
  write: GatewayMetafieldWrite,
  storeRoot: URL,
  accessToken: string,
): Promise<Map<number, GatewayMetafield>> {
  const found = new Map<number, GatewayMetafield>();
  if (write.singlePath !== undefined) {
    const answer = await callPlatform({
      method: 'GET',
      url: new URL(write.singlePath, storeRoot),
      accessToken,
    });
    if (answer.status === 200)
      for (const row of metafieldsIn(jsonOf(answer))) found.set(row.id, row);
    return found;
  }
  for (let start = 0; start < write.recordIds.length; start += PAGE) {
    const ids = write.recordIds.slice(start, start + PAGE).join(',');
    for (let page = 1, pages = 1; page <= pages; page++) {
      const url = new URL(batchPaths[write.type], storeRoot);
      url.searchParams.set('resource_id:in', ids);
      url.searchParams.set('limit', String(PAGE));
      url.searchParams.set('page', String(page));
      const answer = await callPlatform({ method: 'GET', url, accessToken });
      const parsed = listPage.safeParse(answer.status === 200 ? jsonOf(answer) : undefined);
      if (!parsed.success) break;
      for (const row of parsed.data.data) found.set(row.id, row);
      pages = parsed.data.meta.pagination?.total_pages ?? 1;
    }
  }
  return found;
}

/**
 * The changes a forwarded write made, from the platform's answer: the metafields a create or
 * change answered (a batch's 422 lists only those it wrote), with their old values read before.
 * A single removal answered 204 removed what was read before; a batch's removals are those read
 * before and not refused, found gone when read again (its answer does not list them).
 */
export async function gatewayChanges(
  write: GatewayMetafieldWrite,
  answer: PlatformAnswer,
  before: ReadonlyMap<number, GatewayMetafield>,
  readAgain: () => Promise<ReadonlyMap<number, GatewayMetafield>>,
  who: { actor: ChangeActor; requestId: string },
  removedIds: readonly number[],
): Promise<NewChange[]> {
  const succeeded = answer.status < 300 || answer.status === 422;
  if (!succeeded) return [];
  const change = (
    row: GatewayMetafield,
    action: NewChange['action'],
    oldValue: string | null,
    newValue: string | null,
  ): NewChange => ({
    actor: who.actor,
    jobId: null,
    requestId: who.requestId,
    subject: 'metafield',
    recordType: write.type,
    recordId: row.resource_id,
    namespace: row.namespace,
    key: row.key,
    action,
    oldValue,
    newValue,
    permissionSet: row.permission_set ?? null,
  });
  if (write.method === 'DELETE') {
    if (write.singlePath !== undefined) {
      return answer.status < 300
        ? [...before.values()].map((row) => change(row, 'delete', row.value, null))
        : [];
    }
    const named = removedIds.flatMap((id) => before.get(id) ?? []);
    if (named.length === 0) return [];
    const now = await readAgain();
    return named
      .filter((row) => !now.has(row.id))
      .map((row) => change(row, 'delete', row.value, null));
  }
  return metafieldsIn(jsonOf(answer)).map((row) => {
    if (write.method === 'POST') return change(row, 'create', null, row.value);
    return change(row, 'update', before.get(row.id)?.value ?? null, row.value);
  });
}

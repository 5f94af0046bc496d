import { platformDate } from '../dates.js';
import type { Random } from '../prng.js';
import type { SeedContext } from '../seedContext.js';
import type { PermissionSet } from './fields.js';
import { resourceOf, type ResourceType } from './resources.js';
import { templatesByType, type OwnerHint, type Template } from './seedTemplates.js';

/** How `counts.otherMetafields` is shared among the other seven types (before capacity). */
const OTHER_SHARES: ReadonlyArray<readonly [ResourceType, number]> = [
  ['variant', 30],
  ['order', 25],
  ['customer', 20],
  ['category', 12],
  ['brand', 6],
  ['channel', 4],
  ['location', 3],
];

const PERMISSION_WEIGHTS: ReadonlyArray<readonly [PermissionSet, number]> = [
  ['app_only', 15],
  ['read', 25],
  ['write', 25],
  ['read_and_sf_access', 20],
  ['write_and_sf_access', 15],
];

/** Share of metafields on a resource written a second time, same namespace and key, by another client. */
const SECOND_OWNER_SHARE = 0.04;
const TWO_YEARS_SECONDS = 730 * 24 * 3600;

function weighted<T>(random: Random, entries: ReadonlyArray<readonly [T, number]>): T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [item, weight] of entries) {
    roll -= weight;
    if (roll < 0) return item;
  }
  const last = entries[entries.length - 1];
  if (!last) throw new Error('weighted() from an empty list');
  return last[0];
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** A stride that visits every template once, so a resource never repeats one. */
function strideFor(count: number): number {
  return [7, 11, 13, 17, 19, 23].find((step) => gcd(step, count) === 1) ?? 1;
}

function idsOf(context: SeedContext, table: string): number[] {
  try {
    return context.db
      .prepare<[string], { id: number }>(`SELECT id FROM ${table} WHERE store_hash = ? ORDER BY id`)
      .all(context.storeHash)
      .map((row) => row.id);
  } catch (error) {
    // An area that has not created its table yet has no records to carry metafields.
    if (error instanceof Error && /no such table/.test(error.message)) return [];
    throw error;
  }
}

/** `total` shared by weight, no type given more than it can hold, the rest passed on. */
function share(
  total: number,
  types: ReadonlyArray<{ type: ResourceType; weight: number; capacity: number }>,
): Map<ResourceType, number> {
  const counts = new Map<ResourceType, number>();
  let left = total;
  let open = types.filter((entry) => entry.capacity > 0);
  while (left > 0 && open.length > 0) {
    const weights = open.reduce((sum, entry) => sum + entry.weight, 0);
    let given = 0;
    for (const entry of open) {
      const current = counts.get(entry.type) ?? 0;
      const wanted = Math.max(1, Math.floor((left * entry.weight) / weights));
      const count = Math.min(wanted, entry.capacity - current, left - given);
      counts.set(entry.type, current + count);
      given += count;
    }
    left -= given;
    open = open.filter((entry) => (counts.get(entry.type) ?? 0) < entry.capacity);
  }
  return counts;
}

type Insert = (
  type: ResourceType,
  resourceId: number,
  template: Template,
  owner: string,
  random: Random,
) => void;

function ownerFor(context: SeedContext, random: Random, hint: OwnerHint): string {
  const { clients } = context;
  if (random.chance(0.6)) return clients.app;
  if (hint === 'store') return clients.store;
  if (hint === 'reviews') return clients.others[0];
  if (hint === 'feeds') return clients.others[1];
  return random.pick([clients.store, clients.others[0], clients.others[1]]);
}

/**
 * `count` metafields on the given resources: each resource's k-th metafield takes the k-th
 * template of its own order (a popular template first, then a fixed stride), so no resource
 * repeats a namespace and key for one owner; resources with low ids get more.
 */
function seedType(
  context: SeedContext,
  random: Random,
  type: ResourceType,
  ids: readonly number[],
  count: number,
  insert: Insert,
) {
  const templates = templatesByType[type];
  const byWeight = templates.map((template, index) => [index, template.weight] as const);
  const stride = strideFor(templates.length);
  const used = new Uint16Array(ids.length);
  const first = new Int16Array(ids.length).fill(-1);
  for (let made = 0; made < count;) {
    let slot = Math.floor(ids.length * random.next() ** 1.5);
    while ((used[slot] ?? 0) >= templates.length) slot = (slot + 1) % ids.length;
    if ((first[slot] ?? -1) < 0) first[slot] = weighted(random, byWeight);
    const k = used[slot] ?? 0;
    used[slot] = k + 1;
    const template = templates[((first[slot] ?? 0) + k * stride) % templates.length];
    const resourceId = ids[slot];
    if (!template || resourceId === undefined) throw new Error('seedType: out of range');
    const owner = ownerFor(context, random, template.owner);
    insert(type, resourceId, template, owner, random);
    made += 1;
    if (made < count && random.chance(SECOND_OWNER_SHARE)) {
      const others = [context.clients.app, context.clients.store, ...context.clients.others];
      const second = random.pick(others.filter((client) => client !== owner));
      insert(type, resourceId, template, second, random);
      made += 1;
    }
  }
}

/** Metafields on all eight resource types, with varied owners; runs last. */
export function seedMetafields(context: SeedContext): void {
  const random = context.random('metafields');
  const now = context.now.getTime();
  const statement = context.db.prepare(`
    INSERT INTO metafields (store_hash, resource_type, resource_id, namespace, key, value,
      description, permission_set, owner_client_id, date_created, date_modified)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
  `);
  const insert: Insert = (type, resourceId, template, owner, values) => {
    const age = values.int(0, TWO_YEARS_SECONDS);
    const created = new Date(now - age * 1000);
    const modified = values.chance(0.6) ? created : new Date(now - values.int(0, age) * 1000);
    statement.run(
      context.storeHash,
      type,
      resourceId,
      template.namespace,
      template.key,
      template.value(values, resourceId),
      values.chance(0.5) ? template.description : '',
      weighted(values, PERMISSION_WEIGHTS),
      owner,
      platformDate(created),
      platformDate(modified),
    );
  };

  const products = idsOf(context, resourceOf('product').table);
  const productCount = Math.min(
    context.counts.productMetafields,
    products.length * templatesByType.product.length,
  );
  seedType(context, random, 'product', products, productCount, insert);

  const others = OTHER_SHARES.map(([type, weight]) => {
    const ids = idsOf(context, resourceOf(type).table);
    return { type, weight, ids, capacity: ids.length * templatesByType[type].length };
  });
  const counts = share(context.counts.otherMetafields, others);
  for (const { type, ids } of others) {
    const count = counts.get(type) ?? 0;
    if (count > 0) seedType(context, random, type, ids, count, insert);
  }
}

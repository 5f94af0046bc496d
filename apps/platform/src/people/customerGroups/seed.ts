import { platformDate } from '../../dates.js';
import type { SeedContext } from '../../seedContext.js';

interface GroupSeed {
  name: string;
  is_default: boolean;
  is_group_for_guests: boolean;
}

const GROUPS: readonly GroupSeed[] = [
  { name: 'Retail', is_default: true, is_group_for_guests: false },
  { name: 'Wholesale', is_default: false, is_group_for_guests: false },
  { name: 'VIP Members', is_default: false, is_group_for_guests: false },
  { name: 'Guest Shoppers', is_default: false, is_group_for_guests: true },
];

/** Ids of the groups customers are put in, by kind (0 when the store has fewer groups). */
export interface GroupIds {
  retail: number;
  wholesale: number;
  vip: number;
}

/** `counts.customerGroups` groups: retail (the default), wholesale, VIP and one for guests. */
export function seedCustomerGroups(context: SeedContext): GroupIds {
  const { db, storeHash, now, counts } = context;
  const random = context.random('customerGroups');
  const insert = db.prepare(`
    INSERT INTO customer_groups (store_hash, id, name, is_default, is_group_for_guests,
      date_created, date_modified)
    VALUES (?, ?, ?, ?, ?, ?, ?)
  `);
  for (let index = 0; index < counts.customerGroups; index += 1) {
    const seed = GROUPS[index] ?? {
      name: `Trade Group ${index + 1}`,
      is_default: false,
      is_group_for_guests: false,
    };
    const created = new Date(now.getTime() - random.int(500, 740) * 86_400_000);
    const modified = new Date(created.getTime() + random.int(0, 300) * 86_400_000);
    insert.run(
      storeHash,
      index + 1,
      seed.name,
      seed.is_default ? 1 : 0,
      seed.is_group_for_guests ? 1 : 0,
      platformDate(created),
      platformDate(modified),
    );
  }
  const idOf = (position: number) => (position <= counts.customerGroups ? position : 0);
  return { retail: idOf(1), wholesale: idOf(2), vip: idOf(3) };
}

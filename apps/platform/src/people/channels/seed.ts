import { platformDate } from '../../dates.js';
import { CHANNEL_IDS, type SeedContext } from '../../seedContext.js';

const ICONS = 'https://storage.googleapis.com/bigcommerce-production-dev-center/images';
const DAY = 86_400_000;

/** How long before `now` the merchant added each channel. */
const AGE_DAYS = { 1: 760, 2: 540, 3: 410 } as const;

interface ChannelSeed {
  name: string;
  type: 'storefront' | 'marketplace' | 'pos';
  platform: string;
  status: 'active' | 'connected';
  icon: string;
  is_listable_from_ui: boolean;
}

/**
 * The default storefront (id 1, as on every store) plus a marketplace and a wholesale storefront, with
 * `type`/`platform` pairs from the document's table of valid combinations.
 */
function channelsOf(storeName: string): Record<(typeof CHANNEL_IDS)[number], ChannelSeed> {
  return {
    1: {
      name: storeName,
      type: 'storefront',
      platform: 'bigcommerce',
      status: 'active',
      icon: `${ICONS}/bigcommerce_icon.svg`,
      is_listable_from_ui: true,
    },
    2: {
      name: 'Amazon',
      type: 'marketplace',
      platform: 'amazon',
      status: 'connected',
      icon: `${ICONS}/amazon_icon.svg`,
      is_listable_from_ui: true,
    },
    3: {
      name: 'Wholesale',
      type: 'storefront',
      platform: 'bigcommerce',
      status: 'active',
      icon: `${ICONS}/bigcommerce_icon.svg`,
      is_listable_from_ui: true,
    },
  };
}

/** When the merchant added the channel: nothing sold through it or signed up there before. */
export function channelCreatedAt(now: Date, id: (typeof CHANNEL_IDS)[number]): number {
  return now.getTime() - AGE_DAYS[id] * DAY;
}

/** The store's channels; runs first, since category trees and orders belong to channels. */
export function seedChannels(context: SeedContext): void {
  const { db, storeHash, now } = context;
  const store = db
    .prepare<[string], { name: string }>('SELECT name FROM stores WHERE store_hash = ?')
    .get(storeHash);
  const channels = channelsOf(store?.name ?? 'Storefront');
  const insert = db.prepare(`
    INSERT INTO channels (store_hash, id, name, type, platform, status, is_listable_from_ui,
      is_visible, icon_url, date_created, date_modified)
    VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?)
  `);
  for (const id of CHANNEL_IDS) {
    const channel = channels[id];
    const created = new Date(channelCreatedAt(now, id));
    // Settings were last saved some weeks after the channel was set up.
    const modified = new Date(created.getTime() + 30 * DAY);
    insert.run(
      storeHash,
      id,
      channel.name,
      channel.type,
      channel.platform,
      channel.status,
      channel.is_listable_from_ui ? 1 : 0,
      channel.icon,
      platformDate(created),
      platformDate(modified),
    );
  }
}

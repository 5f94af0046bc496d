import type { StoreRow } from '../../store/stores.js';

export interface ChannelRow {
  store_hash: string;
  id: number;
  name: string;
  type: string;
  platform: string;
  status: string;
  external_id: string;
  is_listable_from_ui: number;
  is_visible: number;
  icon_url: string;
  date_created: string;
  date_modified: string;
}

/** The statuses the `available` filter means by `true`; the others are its `false`. */
export const AVAILABLE_STATUSES = ['prelaunch', 'active', 'inactive', 'connected'] as const;

/** `is_enabled` is deprecated and derived from `status`, as its description spells out. */
const ENABLED_STATUSES: readonly string[] = ['prelaunch', 'active', 'connected'];

/** `ChannelWithoutCurrencies`, and `currencies` when asked for (`ChannelWithCurrencies`). */
export function serializeChannel(row: ChannelRow, store: StoreRow, withCurrencies: boolean) {
  return {
    id: row.id,
    external_id: row.external_id,
    is_listable_from_ui: row.is_listable_from_ui === 1,
    is_enabled: ENABLED_STATUSES.includes(row.status),
    is_visible: row.is_visible === 1,
    status: row.status,
    name: row.name,
    type: row.type,
    platform: row.platform,
    date_created: row.date_created,
    date_modified: row.date_modified,
    icon_url: row.icon_url,
    // Every channel sells in the store's one currency until currencies are emulated.
    ...(withCurrencies
      ? {
          currencies: {
            channel_id: row.id,
            enabled_currencies: [store.currency],
            default_currency: store.currency,
          },
        }
      : {}),
  };
}

import type { ServerConfig } from '../config.js';
import { callbackUrls } from './appUrl.js';

export const APP_NAME = 'Metafield Studio';

/**
 * The OAuth scopes the app asks for: the store's profile, App Extensions, and read-write on
 * every family whose metafields it manages (catalog, customers, orders, pages, channels,
 * locations), as the platform's documents name them.
 */
export const APP_SCOPES = [
  'store_v2_information_read_only',
  'store_app_extensions_manage',
  'store_v2_products',
  'store_v2_customers',
  'store_v2_orders',
  'store_v2_content',
  'store_channel_settings',
  'store_channel_listings_read_only',
  'store_locations',
] as const;

/** The body of the emulator's `PUT /emulator/apps/{client_id}`: the app's profile. */
export function registrationBody(config: ServerConfig) {
  return {
    clientSecret: config.APP_CLIENT_SECRET,
    name: APP_NAME,
    callbacks: callbackUrls(config),
    scopes: [...APP_SCOPES],
  };
}

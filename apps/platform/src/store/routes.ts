import type { FastifyInstance } from 'fastify';
import { storeOf } from '../auth.js';
import type { StoreRow } from './stores.js';
import { timezoneInfo } from '../timezone.js';

/** `StoreInformation` of store_information.v2.yml, built from the store's row. */
export function storeProfile(store: StoreRow, now: Date = new Date()) {
  return {
    id: store.store_hash,
    account_uuid: store.account_uuid,
    domain: store.domain,
    secure_url: `https://${store.domain}`,
    control_panel_base_url: `https://store-${store.store_hash}.mybigcommerce.com`,
    status: store.status,
    name: store.name,
    first_name: store.first_name,
    last_name: store.last_name,
    address: store.address,
    country: store.country,
    country_code: store.country_code,
    infrastructure_region: 'us-central1',
    phone: store.phone,
    admin_email: store.admin_email,
    order_email: store.order_email,
    favicon_url: '',
    timezone: timezoneInfo(store.timezone_name, now),
    language: store.language,
    currency: store.currency,
    currency_symbol: store.currency_symbol,
    decimal_separator: store.decimal_separator,
    thousands_separator: store.thousands_separator,
    decimal_places: store.decimal_places,
    currency_symbol_location: store.currency_symbol_location,
    weight_units: store.weight_units,
    dimension_units: store.dimension_units,
    dimension_decimal_places: 2,
    dimension_decimal_token: '.',
    dimension_thousands_token: ',',
    plan_name: store.plan_name,
    plan_level: store.plan_level,
    plan_is_trial: store.plan_is_trial === 1,
    industry: store.industry,
    // The documents allow an object or an empty array; a store without a logo has the array.
    logo: [] as never[],
    is_price_entered_with_tax: false,
    store_id: store.store_id,
    default_channel_id: 1,
    default_site_id: 1000,
    active_comparison_modules: [] as never[],
    features: {
      stencil_enabled: true,
      sitewidehttps_enabled: true,
      facebook_catalog_id: '',
      checkout_type: 'optimized',
      wishlists_enabled: true,
      graphql_storefront_api_enabled: true,
      shopper_consent_tracking_enabled: true,
      multi_storefront_enabled: false,
      storefront_limits: { active: 1, total_including_inactive: 1 },
    },
  };
}

/** `GET /v2/store` and `GET /v2/time` (store_information.v2.yml). */
export function storeRoutes(scope: FastifyInstance): void {
  scope.get('/v2/store', async (request) => storeProfile(storeOf(request)));
  scope.get('/v2/time', async () => ({ time: Math.floor(Date.now() / 1000) }));
}

import { defaultChannelId, isMultiStoreAllowed, type PlanStore } from '@metafields/core';
import type { GatewayRoute } from './allowList.js';

/** Query parameters that name channels: the orders list's filter and the lists' `:in` forms. */
const channelParameters = ['channel_id', 'channel_id:in'];

/**
 * Whether a call uses a channel other than the default one: a non-default channel's own
 * metafields, a write to the channels' batch endpoint (its body names channels the gateway does
 * not read), or a channel filter naming another channel. Listing the channels stays open: the
 * admin shows the locked ones with their upgrade tooltip.
 */
export function usesOtherChannels(
  route: GatewayRoute,
  method: string,
  upstreamPath: string,
  query: URLSearchParams,
): boolean {
  const own = /^v3\/channels\/(\d+)\/metafields(?:\/|$)/.exec(upstreamPath);
  if (own && Number(own[1]) !== defaultChannelId) return true;
  if (route.family === 'channel metafields batch' && method !== 'GET') return true;
  return channelParameters.some((name) =>
    query
      .getAll(name)
      .flatMap((value) => value.split(','))
      .some((id) => id.trim() !== '' && Number(id) !== defaultChannelId),
  );
}

/**
 * Spec section 6: non-default channels and channel filter values need multistore (or the
 * enterprise tier); the server refuses them as the admin hides them.
 */
export function multiStoreRefused(
  store: PlanStore,
  route: GatewayRoute,
  method: string,
  upstreamPath: string,
  query: URLSearchParams,
): boolean {
  return !isMultiStoreAllowed(store) && usesOtherChannels(route, method, upstreamPath, query);
}

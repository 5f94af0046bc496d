import {
  featureAvailabilityMessage,
  isFeatureAllowed,
  type Feature,
  type PlanStore,
} from '@metafields/core';
import type { FastifyRequest } from 'fastify';
import * as z from 'zod';
import type { AreaContext } from '../area.js';
import { HttpError } from '../http/errors.js';
import { requireUser } from '../accounts/sessionPlugin.js';
import type { ChangeActor } from '../history/changeHistory.js';
import type { TokenGrant } from '../storesApi/apiTokens.js';
import type { StoreRecord } from './stores.js';

/** 'Unable to access store' (core's `common.storeUnavailable`): unknown and not-yours alike. */
const storeNotFound = () => new HttpError(404, 'store_not_found', 'Unable to access store');

/** The store's path parameter, whichever name a route gives it. */
const storeParams = z
  .looseObject({
    storeHash: z.string().optional(),
    store_hash: z.string().optional(),
    hash: z.string().optional(),
  })
  .transform((params) => params.storeHash ?? params.store_hash ?? params.hash);

const bearer = /^Bearer\s+(\S+)\s*$/i;

/** The API token a request carries in `Authorization: Bearer …`, if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return typeof header === 'string' ? bearer.exec(header)?.[1] : undefined;
}

export interface StoreAccessOptions {
  /** The store hash, when the route's parameter is not `storeHash`, `store_hash` or `hash`. */
  storeHash?: string;
  /** Reads of the store itself stay open once the app is uninstalled, to show why. */
  allowInactive?: boolean;
}

/**
 * The tenancy check of every `/api/stores/{hash}/…` route: the store, if the session's user is
 * linked to it or the request's API token is that very store's. Any other store answers 404,
 * as an unknown one does, so a request learns nothing of stores it may not open. An inactive
 * store (the app uninstalled) answers 403.
 */
export async function storeOfRequest(
  request: FastifyRequest,
  context: Pick<AreaContext, 'stores'>,
  options: StoreAccessOptions = {},
): Promise<StoreRecord> {
  const parsed = storeParams.safeParse(request.params ?? {});
  const storeHash = options.storeHash ?? (parsed.success ? parsed.data : undefined);
  if (!storeHash) throw storeNotFound();

  let store: StoreRecord | undefined;
  if (bearerToken(request) !== undefined) {
    const grant = grantOfRequest(request);
    if (!grant) {
      throw new HttpError(401, 'invalid_token', 'The API token is not valid or was revoked.');
    }
    store = grant.storeHash === storeHash ? await context.stores.find(storeHash) : undefined;
  } else {
    store = await context.stores.findForUser(requireUser(request), storeHash);
  }
  if (!store) throw storeNotFound();
  if (!store.active && !options.allowInactive) {
    throw new HttpError(
      403,
      'store_inactive',
      'The app is not installed in this store. Install it again to continue.',
    );
  }
  return store;
}

/**
 * Who a request is, as the change history names them (issue 28): its API token by id, or the
 * signed-in person by id; never an email, which may change hands.
 */
export function actorOfRequest(request: FastifyRequest): ChangeActor {
  if (bearerToken(request) !== undefined) {
    const grant = grantOfRequest(request);
    if (grant) return { kind: 'token', id: grant.id };
  }
  return { kind: 'user', id: requireUser(request) };
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The grant of each request's API token (null: not a live token), found once per request by
 * `checkApiTokenRequest`, so that `storeOfRequest` needs no query of its own for it.
 */
const requestGrants = new WeakMap<FastifyRequest, TokenGrant | null>();

function grantOfRequest(request: FastifyRequest): TokenGrant | null {
  const grant = requestGrants.get(request);
  // The hook runs on every route; a request it did not see is a server wired wrongly.
  if (grant === undefined) throw new Error('the API token of this request was not checked');
  return grant;
}

/**
 * What every request with a live API token must pass, on whatever route it reaches (the
 * `/bc-api` gateway and the billing routes included), before the route runs: the token's store
 * has the `api-access` feature at the time of the request, so a downgrade stops its tokens at
 * once; and a token without the `write` scope changes nothing. An unknown or revoked token is
 * left to the route, which answers 401 as it does without one. It runs as the `onRequest` hook
 * of every route (see the stores API's routes), and keeps the grant for `storeOfRequest`.
 */
export async function checkApiTokenRequest(
  request: FastifyRequest,
  context: Pick<AreaContext, 'stores' | 'apiTokens'>,
): Promise<void> {
  const token = bearerToken(request);
  if (token === undefined) return;
  const grant = (await context.apiTokens.grantOf(token)) ?? null;
  requestGrants.set(request, grant);
  if (!grant) return;
  const store = await context.stores.find(grant.storeHash);
  if (store) requireFeature(store, 'api-access');
  if (!safeMethods.has(request.method) && !grant.scopes.includes('write')) {
    throw new HttpError(
      403,
      'token_scope',
      'This API token may only read. Create a token with the write scope to make changes.',
    );
  }
}

/**
 * For routes that only a signed-in person may use, such as managing API tokens or changing
 * credentials: a token could otherwise make itself a successor that outlives its revocation.
 */
export function refuseApiToken(request: FastifyRequest, message: string): void {
  if (bearerToken(request) === undefined) return;
  throw new HttpError(403, 'token_not_allowed', message);
}

/** Refuses a feature the store's plan lacks, with the spec's upgrade message. */
export function requireFeature(store: PlanStore, feature: Feature): void {
  if (isFeatureAllowed(feature, store)) return;
  throw new HttpError(403, 'plan_required', featureAvailabilityMessage(feature).defaultMessage);
}

import type { FastifyBaseLogger } from 'fastify';
import type { PlatformDatabase } from '../db.js';
import { logCallback } from './installations.js';
import { withSignedPayload } from './jwt.js';

/** Server-to-server callbacks must not hold the control panel up for long. */
export const CALLBACK_TIMEOUT_MS = 3_000;

export interface CallbackCall {
  db: PlatformDatabase;
  log: FastifyBaseLogger;
  storeHash: string;
  clientId: string;
  callback: 'uninstall' | 'remove_user';
  /** The registered callback URL. */
  url: string;
  jwt: string;
  timeoutMs?: number;
}

/**
 * `GET {callback}?signed_payload_jwt=…`, as the platform sends uninstall and remove_user. The
 * event has already happened: a failing or slow app is logged, never an error for the caller.
 */
export async function callAppCallback(
  call: CallbackCall,
): Promise<{ ok: boolean; outcome: string }> {
  let result: { ok: boolean; outcome: string };
  try {
    const response = await fetch(withSignedPayload(call.url, call.jwt), {
      headers: { accept: 'application/json' },
      redirect: 'manual',
      signal: AbortSignal.timeout(call.timeoutMs ?? CALLBACK_TIMEOUT_MS),
    });
    await response.body?.cancel();
    result = { ok: response.ok, outcome: `HTTP ${response.status}` };
  } catch (error) {
    const reason =
      error instanceof Error && error.name === 'TimeoutError'
        ? `no answer within ${call.timeoutMs ?? CALLBACK_TIMEOUT_MS} ms`
        : error instanceof Error
          ? error.cause instanceof Error
            ? error.cause.message
            : error.message
          : String(error);
    result = { ok: false, outcome: reason };
  }
  if (!result.ok) {
    call.log.warn(
      { clientId: call.clientId, callback: call.callback, outcome: result.outcome },
      'app callback failed',
    );
  }
  logCallback(call.db, {
    store_hash: call.storeHash,
    client_id: call.clientId,
    callback: call.callback,
    url: call.url,
    outcome: result.outcome,
    ok: result.ok,
  });
  return result;
}

import { Transform } from 'node:stream';
import type { IncomingHttpHeaders } from 'node:http';
import { HttpError } from '../http/errors.js';

export const tooLarge = (limit: number) =>
  new HttpError(
    413,
    'payload_too_large',
    `The request body is larger than the ${formatBytes(limit)} this call accepts.`,
  );

export const notJson = () =>
  new HttpError(415, 'unsupported_media_type', 'The request body must be JSON (application/json).');

export const invalidJson = () =>
  new HttpError(400, 'invalid_json', 'The request body is not valid JSON.');

function formatBytes(bytes: number): string {
  const mib = bytes / (1024 * 1024);
  return Number.isInteger(mib) ? `${mib} MiB` : `${bytes} bytes`;
}

/** Whether the request announces a body: a non-zero length, or one sent in chunks. */
export function announcesBody(headers: IncomingHttpHeaders): boolean {
  if (headers['transfer-encoding'] !== undefined) return true;
  const length = headers['content-length'];
  return length !== undefined && length !== '0';
}

export function isJsonMediaType(contentType: string | undefined): boolean {
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase();
  return mediaType === 'application/json';
}

/**
 * Checks what the headers say before any byte of the body is read: a body must be JSON and,
 * when its length is announced, within `limit` (0: this call takes no body).
 */
export function checkAnnouncedBody(headers: IncomingHttpHeaders, limit: number): void {
  if (!announcesBody(headers)) return;
  if (!isJsonMediaType(headers['content-type'])) throw notJson();
  const length = Number(headers['content-length']);
  if (Number.isFinite(length) && length > limit) throw tooLarge(limit);
}

/**
 * Passes the body through and fails once more than `limit` bytes have come, for bodies whose
 * length was not announced (chunked): reading stops at the call's own limit.
 */
export function limitedBody(limit: number): Transform {
  let received = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      if (received > limit) callback(tooLarge(limit));
      else callback(null, chunk);
    },
  });
}

/**
 * The body as the platform will get it: the bytes the browser sent, once they are known to be
 * JSON. Forwarding them unchanged keeps numbers and key order exactly as written. An empty body
 * is no body.
 */
export function parseJsonBody(body: Buffer): Buffer | undefined {
  if (body.length === 0) return undefined;
  try {
    JSON.parse(body.toString('utf8'));
  } catch {
    throw invalidJson();
  }
  return body;
}

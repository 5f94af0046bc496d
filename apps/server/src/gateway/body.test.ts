import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors.js';
import { checkAnnouncedBody, limitedBody, parseJsonBody } from './body.js';

const statusOf = (action: () => unknown): number | undefined => {
  try {
    action();
    return undefined;
  } catch (error) {
    return error instanceof HttpError ? error.status : -1;
  }
};

describe('request bodies', () => {
  it('takes JSON within the limit, and no body at all', () => {
    const json = { 'content-type': 'application/json; charset=utf-8', 'content-length': '10' };
    expect(statusOf(() => checkAnnouncedBody(json, 10))).toBeUndefined();
    expect(statusOf(() => checkAnnouncedBody({}, 0))).toBeUndefined();
    expect(statusOf(() => checkAnnouncedBody({ 'content-length': '0' }, 0))).toBeUndefined();
  });

  it('refuses other media types (415) and announced lengths over the limit (413)', () => {
    expect(
      statusOf(() =>
        checkAnnouncedBody({ 'content-type': 'text/plain', 'content-length': '2' }, 9),
      ),
    ).toBe(415);
    expect(statusOf(() => checkAnnouncedBody({ 'content-length': '2' }, 9))).toBe(415);
    expect(statusOf(() => checkAnnouncedBody({ 'transfer-encoding': 'chunked' }, 9))).toBe(415);
    expect(
      statusOf(() =>
        checkAnnouncedBody({ 'content-type': 'application/jsonx', 'content-length': '2' }, 9),
      ),
    ).toBe(415);
    expect(
      statusOf(() =>
        checkAnnouncedBody({ 'content-type': 'application/json', 'content-length': '10' }, 9),
      ),
    ).toBe(413);
  });

  it('stops reading a chunked body at the limit', async () => {
    const chunks = () => Readable.from([Buffer.alloc(6), Buffer.alloc(6)]);
    await expect(buffer(chunks().pipe(limitedBody(12)))).resolves.toHaveLength(12);
    await expect(pipeline(chunks(), limitedBody(11))).rejects.toMatchObject({
      status: 413,
      code: 'payload_too_large',
    });
  });

  it('forwards JSON as sent, treats an empty body as none and refuses malformed JSON', () => {
    const sent = Buffer.from('{"value": 12345678901234567890, "b": 1}');
    expect(parseJsonBody(sent)).toBe(sent);
    expect(parseJsonBody(Buffer.alloc(0))).toBeUndefined();
    expect(statusOf(() => parseJsonBody(Buffer.from('{"value":')))).toBe(400);
  });
});

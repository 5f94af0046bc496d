import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Below this, compressing costs more than the bytes it saves (issue 26: "over 1 KB"). */
export const compressFromBytes = 1024;
/** A header longer than any browser sends is read up to here; the rest is ignored. */
const acceptEncodingCap = 256;

type Encoding = 'br' | 'gzip';

/**
 * The encoding to answer in: brotli when accepted, else gzip, else none. Reads
 * `Accept-Encoding` by splitting it (linear, on a capped header); a `q=0` refuses one.
 */
export function chooseEncoding(header: string | string[] | undefined): Encoding | undefined {
  const accepted = new Set<string>();
  for (const part of String(header ?? '')
    .slice(0, acceptEncodingCap)
    .split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const refused = params.some((param) => /^q=0(?:\.0{0,3})?$/.test(param));
    if (!refused) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

const isCompressibleType = (type: string) =>
  type.startsWith('application/json') || type.startsWith('text/html');

/**
 * Compresses the JSON answers and pages this server writes (the API, the gateway's copies of
 * the platform's, the app's HTML) when they exceed 1 KB and the browser accepts it: brotli at a
 * quality fast enough for every request, else gzip. The static assets come precompressed from
 * the build instead (adminApp/routes.ts). Streams (downloads) are left as they are.
 */
export function compressAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    if (!isCompressibleType(String(reply.getHeader('content-type') ?? ''))) return payload;
    const bytes = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (bytes.length < compressFromBytes) return payload;
    // The answer depends on the header from here on, whether or not it is compressed.
    void reply.header('vary', varyWithAcceptEncoding(reply.getHeader('vary')));
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const compressed =
      encoding === 'br'
        ? await brotli(bytes, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          })
        : await gzip(bytes);
    reply.removeHeader('content-length');
    void reply.header('content-encoding', encoding);
    return compressed;
  });
}

function varyWithAcceptEncoding(current: unknown): string {
  const value = Array.isArray(current) ? current.join(', ') : String(current ?? '');
  if (value === '') return 'accept-encoding';
  if (value === '*' || /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(value)) return value;
  return `${value}, accept-encoding`;
}

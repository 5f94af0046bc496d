import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the client sent, as the server received it. */
export interface SentRequest {
  method: string;
  /** The path and query as sent, still percent-encoded. */
  url: string;
  /** The path alone and the parsed query, to answer by route. */
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  /** Parsed when it was sent as JSON, else its text ('' when there was none). */
  body: unknown;
}

export interface LocalServer {
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  baseUrl: string;
  /** Every request so far, oldest first. */
  requests: readonly SentRequest[];
  /** The requests as `METHOD /path?query` lines, decoded so filters read `channel_id:in=3`. */
  seen: () => string[];
  /** The requests' bodies, in the same order. */
  bodies: () => unknown[];
  /** Forgets the requests so far, so a test checks only its own. */
  reset: () => void;
  close: () => Promise<void>;
}

/**
 * Starts a real HTTP server on a free local port that records each request and lets `answer`
 * reply. The client's tests run against it so paths, queries, headers and bodies really go over
 * the wire, as they will to our server and the platform's gateway.
 */
export async function startLocalServer(
  answer: (request: SentRequest, res: http.ServerResponse) => void,
): Promise<LocalServer> {
  const requests: SentRequest[] = [];
  const server = http.createServer((req, res) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => {
      const url = req.url ?? '/';
      const { pathname, searchParams } = new URL(url, 'http://local');
      const request: SentRequest = {
        method: req.method ?? '',
        url,
        path: pathname,
        query: searchParams,
        headers: req.headers,
        body: req.headers['content-type']?.includes('json') && text ? JSON.parse(text) : text,
      };
      requests.push(request);
      answer(request, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    seen: () => requests.map(({ method, url }) => `${method} ${decodeURIComponent(url)}`),
    bodies: () => requests.map(({ body }) => body),
    reset: () => {
      requests.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Answers `data` as JSON, or with no body when it is undefined. */
export function json(res: http.ServerResponse, status: number, data?: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(data === undefined ? undefined : JSON.stringify(data));
}

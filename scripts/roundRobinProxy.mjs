// A reverse proxy for trying several server instances on one machine (`npm run start:cluster`):
// each request goes to the next instance in turn, as a load balancer would send it, with the
// X-Forwarded-* headers a server behind TRUST_PROXY=1 reads. Not for production: put a real
// proxy (nginx, a cloud load balancer) in front there (README, "Production").
import http from 'node:http';

/**
 * @param {{ port: number, targets: string[], host?: string }} options
 * @returns {Promise<{ close(): Promise<void> }>}
 */
export async function startRoundRobinProxy({ port, targets, host = '127.0.0.1' }) {
  let next = 0;
  const server = http.createServer((request, response) => {
    const target = new URL(targets[next++ % targets.length] ?? '');
    const forwardedFor = [request.headers['x-forwarded-for'], request.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: {
          ...request.headers,
          'x-forwarded-for': forwardedFor,
          'x-forwarded-proto': 'http',
          'x-forwarded-host': request.headers.host ?? '',
        },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      // An instance that died: the client may retry, as behind a real balancer.
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end('Bad gateway');
    });
    request.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(port, host, () => resolve(undefined)));
  return {
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A tiny HTTP server that records the requests an app's callbacks receive. */
export interface Recorder {
  url: string;
  requests: URL[];
  close(): Promise<void>;
}

export async function startRecorder(status = 200): Promise<Recorder> {
  const requests: URL[] = [];
  const server = http.createServer((request, response) => {
    requests.push(new URL(request.url ?? '/', 'http://recorder'));
    response.writeHead(status, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A URL nothing listens on: a port just bound and released. */
export async function closedUrl(): Promise<string> {
  const recorder = await startRecorder();
  await recorder.close();
  return recorder.url;
}

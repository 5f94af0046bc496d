// A static server for the built app: `node serve.mjs <dist> <port>` (index.html for any path).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const [distArg = 'dist', port = '4180'] = process.argv.slice(2);
const dist = path.resolve(distArg);
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
};

http
  .createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    let file = path.join(dist, path.normalize(pathname));
    if (!file.startsWith(dist) || !fs.existsSync(file) || fs.statSync(file).isDirectory())
      file = path.join(dist, 'index.html');
    response.writeHead(200, {
      'content-type':
        types[/** @type {keyof typeof types} */ (path.extname(file))] ?? 'application/octet-stream',
    });
    fs.createReadStream(file).pipe(response);
  })
  .listen(Number(port), '127.0.0.1');

import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** What compresses: text. Images, fonts (woff2 is compressed already) and maps are left. */
const compressible = /\.(?:js|mjs|css|svg|json|txt)$/;
/** Below this, the header's bytes and the decoder's work cost more than they save. */
const minimumBytes = 1024;

/**
 * Writes `name.br` and `name.gz` beside each text file of the build, once, at the highest
 * levels: the server (`@fastify/static`'s `preCompressed`) sends the one the browser accepts,
 * so no request pays for compression (issue 26: 673 KB of JavaScript went out uncompressed).
 * It reads the files as written: Vite still rewrites chunks while generating the bundle.
 */
export function precompress(): Plugin {
  return {
    name: 'metafields:precompress',
    apply: 'build',
    enforce: 'post',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter((fileName) => compressible.test(fileName));
      await Promise.all(
        files.map(async (fileName) => {
          const file = path.join(outDir, fileName);
          const bytes = await fs.readFile(file);
          if (bytes.length < minimumBytes) return;
          const [br, gz] = await Promise.all([
            brotli(bytes, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

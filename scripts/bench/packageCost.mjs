// What a partner app pays, in gzip bytes of minified JavaScript, to import from the design
// system: one primitive (Button) and the whole package. Peer dependencies (React, React DOM and
// styled-components, which the host app has once) are left out, and the figure with
// styled-components counted is given too. The typeface is CSS and font files, not JavaScript.
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const react = ['react', 'react-dom', 'react/jsx-runtime'];

/** @param {string} source @param {string[]} external */
async function gzipKb(source, external) {
  const result = await build({
    stdin: { contents: source, resolveDir: root, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    conditions: ['@metafields/source'],
    // As a partner's production build sets it: libraries drop their development builds.
    define: { 'process.env.NODE_ENV': '"production"' },
    external: [...external, '@fontsource-variable/*'],
    logLevel: 'error',
  });
  const bytes = zlib.gzipSync(result.outputFiles[0]?.contents ?? new Uint8Array()).length;
  return Math.round(bytes / 102.4) / 10;
}

export async function packageCost() {
  const button = "export { Button } from '@metafields/design-system';";
  const everything = "export * from '@metafields/design-system';";
  return {
    button: await gzipKb(button, [...react, 'styled-components']),
    buttonWithStyledComponents: await gzipKb(button, react),
    wholePackage: await gzipKb(everything, [...react, 'styled-components']),
    wholePackageWithStyledComponents: await gzipKb(everything, react),
  };
}

// The message formatter's own cost, for ADR 0006's comparison: the design system's compact
// formatter against intl-messageformat's runtime (gzip bytes of minified JavaScript), and a
// lazily loaded catalogue as strings against formatjs's precompiled ASTs (the gzip of its JSON,
// the mean over the translated languages). intl-messageformat is measured twice: with
// `@formatjs/icu-messageformat-parser` aliased to its `no-parser.js` (what precompiled ASTs
// allow, in a bundler configured for it) and as a bundler resolves it unconfigured, as a
// partner's would bundle our packages. The page-by-page comparison is in ADR 0006.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const noParser = path.join(
  path.dirname(require.resolve('@formatjs/icu-messageformat-parser')),
  'no-parser.js',
);

/** @param {string} source @param {Record<string, string>} [alias] */
async function gzipKb(source, alias = {}) {
  const result = await build({
    stdin: { contents: source, resolveDir: root, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    alias,
    logLevel: 'error',
  });
  return kb(zlib.gzipSync(result.outputFiles[0]?.contents ?? new Uint8Array()).length);
}

const kb = (/** @type {number} */ bytes) => Math.round(bytes / 102.4) / 10;

const intlRuntime = `import { IntlMessageFormat } from 'intl-messageformat';
export const format = (ast, locale, values) => new IntlMessageFormat(ast, locale).format(values);`;

export async function formatterCost() {
  const localesDir = path.join(root, 'locales');
  const languages = fs.readdirSync(localesDir).filter((file) => file !== 'en.json');
  let strings = 0;
  let asts = 0;
  for (const file of languages) {
    /** @type {Record<string, string>} */
    const catalog = JSON.parse(fs.readFileSync(path.join(localesDir, file), 'utf8'));
    const compiled = Object.fromEntries(
      Object.entries(catalog).map(([key, message]) => [key, parse(message)]),
    );
    strings += zlib.gzipSync(JSON.stringify(catalog)).length;
    asts += zlib.gzipSync(JSON.stringify(compiled)).length;
  }
  return {
    compact: await gzipKb(
      "export { formatMessage } from './packages/design-system/src/i18n/formatMessage.ts';",
    ),
    intlWithoutParser: await gzipKb(intlRuntime, {
      '@formatjs/icu-messageformat-parser': noParser,
    }),
    intlAsResolved: await gzipKb(intlRuntime),
    catalogueStrings: kb(strings / languages.length),
    catalogueAsts: kb(asts / languages.length),
  };
}

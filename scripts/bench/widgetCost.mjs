// What a partner app pays, in gzip bytes of minified JavaScript, to use the widgets package:
// the entry as first loaded, MetafieldForm before and after its rich-text editor loads, and the
// RuleBuilder alone.
// Editors that load on demand (rich text, CodeMirror) are split into chunks, as the app's
// bundler splits them; a figure counts the chunks a browser fetches for that moment. Peer
// dependencies (React, React DOM, styled-components) are left out: the host has them once.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const workDir = path.join(root, 'node_modules/.cache/bench-widgets');
const peers = ['react', 'react-dom', 'react/jsx-runtime', 'styled-components'];

/**
 * Bundles `source` with code splitting and answers the output files with their gzip sizes and
 * how they import each other.
 * @param {string} source
 */
async function split(source) {
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.mkdirSync(workDir, { recursive: true });
  const entry = path.join(workDir, 'entry.ts');
  fs.writeFileSync(entry, source);
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    splitting: true,
    minify: true,
    format: 'esm',
    outdir: path.join(workDir, 'out'),
    write: false,
    metafile: true,
    conditions: ['@metafields/source'],
    // As a partner's production build sets it: libraries drop their development builds.
    define: { 'process.env.NODE_ENV': '"production"' },
    external: [...peers, '@fontsource-variable/*'],
    logLevel: 'error',
  });
  /** @type {Map<string, number>} */
  const gzipBytes = new Map();
  for (const file of result.outputFiles) {
    gzipBytes.set(path.relative(root, file.path), zlib.gzipSync(file.contents).length);
  }
  const outputs = /** @type {Record<string, any>} */ (result.metafile.outputs);
  const entryOutput = Object.keys(outputs).find((name) => outputs[name].entryPoint);
  return { outputs, gzipBytes, entryOutput: /** @type {string} */ (entryOutput) };
}

/**
 * The gzip KB of the chunks loaded from `start`: its static imports, and the dynamic imports
 * whose chunk holds a module matching `load` (with their own static imports).
 * @param {Awaited<ReturnType<typeof split>>} bundle
 * @param {RegExp | null} load
 */
function loadedKb({ outputs, gzipBytes, entryOutput }, load) {
  const seen = new Set();
  const visit = (/** @type {string} */ name) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const imported of outputs[name].imports) {
      if (imported.external) continue;
      const wanted =
        imported.kind === 'import-statement' ||
        (load !== null &&
          imported.kind === 'dynamic-import' &&
          Object.keys(outputs[imported.path].inputs).some((input) => load.test(input)));
      if (wanted) visit(imported.path);
    }
  };
  visit(entryOutput);
  let bytes = 0;
  for (const name of seen) bytes += gzipBytes.get(name) ?? 0;
  return Math.round(bytes / 102.4) / 10;
}

export async function widgetCost() {
  const entry = await split("export * from '@metafields/widgets';");
  const form = await split(
    "import { createElement } from 'react';\n" +
      "import { MetafieldForm } from '@metafields/widgets';\n" +
      'export const form = createElement(MetafieldForm, {});',
  );
  const ruleBuilder = await split("export { RuleBuilder } from '@metafields/widgets';");
  fs.rmSync(workDir, { recursive: true, force: true });
  return {
    ruleBuilder: loadedKb(ruleBuilder, null),
    widgetsEntry: loadedKb(entry, null),
    metafieldForm: loadedKb(form, null),
    metafieldFormWithRichText: loadedKb(form, /RichTextEditor[\\/]LexicalRichText/),
  };
}

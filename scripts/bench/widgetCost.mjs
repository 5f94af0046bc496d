// What a partner app pays, in gzip KB of minified JavaScript, for each public widget of
// `@metafields/widgets` alone: as first loaded, and with every chunk it may load later (editors,
// pickers and calendars fetched on demand). Also the whole entry, MetafieldForm before and after
// its rich-text editor loads, and the RuleBuilder, figures kept from before issue 29.
//
// Bundled the way a partner's Vite app builds it (Vite's own `build`, Rolldown underneath, as the
// issue measured its 158 KB rule builder), not with esbuild: esbuild's code splitting puts a
// module reached through a barrel (`@metafields/design-system`'s index) into the chunk shared
// with the entry even when only a lazy chunk uses it, so what loads on demand was counted as
// first load. Peer dependencies (React, React DOM, styled-components) are left out: the host
// has them once. Everything else counts: core, the design system, react-aria.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build, defaultClientConditions } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const workDir = path.join(root, 'node_modules/.cache/bench-widgets');
const peers = [/^react($|\/)/, /^react-dom($|\/)/, /^styled-components$/];
// The typeface is CSS and font files, not JavaScript (and loads from its own entry).
const fonts = /^@fontsource-variable\//;

/**
 * @typedef {{ type: 'chunk', fileName: string, code: string, imports: string[], dynamicImports: string[],
 *   moduleIds: string[], isEntry: boolean }} Chunk
 */

/**
 * Bundles `source` as a partner's production build does and answers its chunks by file name,
 * with the entry's.
 * @param {string} source
 */
async function split(source) {
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.mkdirSync(workDir, { recursive: true });
  const entry = path.join(workDir, 'entry.ts');
  fs.writeFileSync(entry, source);
  const result = await build({
    configFile: false,
    root: workDir,
    logLevel: 'silent',
    mode: 'production',
    resolve: { conditions: ['@metafields/source', ...defaultClientConditions] },
    build: {
      write: false,
      minify: true,
      modulePreload: false,
      reportCompressedSize: false,
      rollupOptions: {
        input: entry,
        external: [...peers, fonts],
        // The entry only re-exports the widget: its exports are what keeps the widget alive.
        preserveEntrySignatures: 'strict',
      },
    },
  });
  // Without `watch`, a build answers its output (one per format): never a watcher.
  const built =
    /** @type {{ output: Array<Chunk | { type: 'asset' }> } | Array<{ output: Array<Chunk | { type: 'asset' }> }>} */ (
      /** @type {unknown} */ (result)
    );
  const outputs = Array.isArray(built) ? built.flatMap((one) => one.output) : built.output;
  /** @type {Map<string, Chunk>} */
  const chunks = new Map();
  for (const output of outputs) {
    if (output.type === 'chunk') chunks.set(output.fileName, output);
  }
  const entryChunk = [...chunks.values()].find((chunk) => chunk.isEntry);
  if (entryChunk === undefined) throw new Error(`no entry chunk for: ${source}`);
  return { chunks, entry: entryChunk.fileName };
}

/**
 * The gzip KB of the chunks loaded from the entry: its static imports, and the dynamic imports
 * that `load` accepts (with their own static imports). `load` true: every chunk it may load.
 * @param {Awaited<ReturnType<typeof split>>} bundle
 * @param {RegExp | boolean} load a module path whose lazy chunk counts, or all or none of them
 */
function loadedKb({ chunks, entry }, load) {
  const seen = new Set();
  const visit = (/** @type {string} */ name) => {
    const chunk = chunks.get(name);
    if (chunk === undefined || seen.has(name)) return;
    seen.add(name);
    for (const imported of chunk.imports) visit(imported);
    for (const imported of chunk.dynamicImports) {
      const lazy = chunks.get(imported);
      if (lazy === undefined) continue;
      const wanted =
        load === true || (load instanceof RegExp && lazy.moduleIds.some((id) => load.test(id)));
      if (wanted) visit(imported);
    }
  };
  visit(entry);
  let bytes = 0;
  for (const name of seen) bytes += zlib.gzipSync(chunks.get(name)?.code ?? '').length;
  return Math.round(bytes / 102.4) / 10;
}

/**
 * The public widgets: the components (and the provider, the poller) the widgets index exports
 * as values, read from its source so a new one is measured without a change here.
 */
export function publicWidgets() {
  const index = fs.readFileSync(path.join(root, 'packages/widgets/src/index.ts'), 'utf8');
  const names = [];
  for (const [, list] of index.matchAll(/export \{([^}]*)\} from/g)) {
    for (const name of (list ?? '').split(',')) {
      const trimmed = name.trim();
      if (/^[A-Z]\w*$/.test(trimmed)) names.push(trimmed);
    }
  }
  return names.sort();
}

/** 'RuleBuilder' → 'rule-builder', for the figures' names. */
export const kebab = (/** @type {string} */ name) =>
  name.replace(/[A-Z]/g, (letter, at) => `${at === 0 ? '' : '-'}${letter.toLowerCase()}`);

/**
 * Each public widget alone: first load and with its lazy chunks.
 * @returns {Promise<{ name: string, firstLoad: number, withLazy: number }[]>}
 */
export async function eachWidgetCost() {
  const costs = [];
  for (const name of publicWidgets()) {
    const bundle = await split(`export { ${name} } from '@metafields/widgets';`);
    costs.push({ name, firstLoad: loadedKb(bundle, false), withLazy: loadedKb(bundle, true) });
  }
  fs.rmSync(workDir, { recursive: true, force: true });
  return costs;
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
    ruleBuilder: loadedKb(ruleBuilder, false),
    widgetsEntry: loadedKb(entry, false),
    metafieldForm: loadedKb(form, false),
    metafieldFormWithRichText: loadedKb(form, /RichTextEditor[\\/]LexicalRichText/),
  };
}

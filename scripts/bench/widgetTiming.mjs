// How long the widgets take in a real browser (Chromium, production React): a rule of 50
// conditions rendered and then changed once, and a 250-row metafield table sorted and searched.
// Each figure is the median of several runs, in ms; the budget is one frame (16 ms).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function harnessScript() {
  const result = await build({
    entryPoints: [path.join(root, 'scripts/bench/widgetTiming/harness.tsx')],
    bundle: true,
    minify: true,
    format: 'iife',
    write: false,
    conditions: ['@metafields/source'],
    define: { 'process.env.NODE_ENV': '"production"' },
    jsx: 'automatic',
    // The typeface is CSS and font files; the system font serves for timing.
    loader: { '.css': 'empty', '.woff2': 'empty' },
    logLevel: 'error',
  });
  return new TextDecoder().decode(result.outputFiles[0]?.contents);
}

export async function widgetTiming() {
  const script = await harnessScript();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.setContent(
      '<!doctype html><html lang="en"><body><div id="root"></div></body></html>',
    );
    await page.addScriptTag({ content: script });
    return await page.evaluate(() => /** @type {any} */ (window).runWidgetTiming());
  } finally {
    await browser.close();
  }
}

// Where messages are declared and where catalogues live.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractMessages } from './catalog.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const localesDir = path.join(root, 'locales');

/**
 * The source files that may declare messages: no tests or stories, and with `shipped`, none of the
 * `testing/` helpers either (no build ships them).
 * @param {string} dir
 * @param {{ shipped?: boolean }} [options]
 * @returns {string[]}
 */
export function sourceFiles(dir, { shipped = false } = {}) {
  if (!fs.existsSync(dir)) return [];
  const skipped = new Set(['node_modules', 'dist', ...(shipped ? ['testing'] : [])]);
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return skipped.has(entry.name) ? [] : sourceFiles(full, { shipped });
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * English, as declared in code: key -> message, sorted by key. Throws on a key declared twice differently.
 * @returns {Record<string, string>}
 */
export function declaredEnglish() {
  /** @type {Map<string, { message: string, at: string }>} */
  const messages = new Map();
  const workspaces = ['packages', 'apps'].flatMap((group) =>
    fs.readdirSync(path.join(root, group)).map((name) => path.join(root, group, name, 'src')),
  );
  for (const file of workspaces.flatMap((dir) => sourceFiles(dir))) {
    for (const { key, message, line } of extractMessages(file, fs.readFileSync(file, 'utf8'))) {
      const at = `${path.relative(root, file)}:${line}`;
      const earlier = messages.get(key);
      if (earlier && earlier.message !== message) {
        throw new Error(`message "${key}" is declared differently at ${earlier.at} and ${at}`);
      }
      messages.set(key, { message, at });
    }
  }
  /** @type {Record<string, string>} */
  const english = {};
  for (const key of [...messages.keys()].sort())
    english[key] = /** @type {{ message: string }} */ (messages.get(key)).message;
  return english;
}

/** The language codes of the spec, read from core so the list lives in one place. */
export function languageCodes() {
  return interfaceLanguages().map((language) => language.code);
}

/**
 * The spec's languages as core lists them: the code that names a catalogue and the BCP 47 tag.
 * @returns {{ code: string, locale: string }[]}
 */
export function interfaceLanguages() {
  const source = fs.readFileSync(path.join(root, 'packages/core/src/languages.ts'), 'utf8');
  return [...source.matchAll(/\{ code: '([a-z_]+)', locale: '([A-Za-z-]+)'/g)].map((match) => ({
    code: /** @type {string} */ (match[1]),
    locale: /** @type {string} */ (match[2]),
  }));
}

/** @param {string} code */
export const catalogPath = (code) => path.join(localesDir, `${code}.json`);

/** @param {Record<string, string>} catalog */
export const serialise = (catalog) => `${JSON.stringify(catalog, null, 2)}\n`;

// Where messages are declared and where catalogues live.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractMessages } from './catalog.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const localesDir = path.join(root, 'locales');

/** @param {string} dir @returns {string[]} */
function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full);
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
  for (const file of workspaces.flatMap(sourceFiles)) {
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
  const source = fs.readFileSync(path.join(root, 'packages/core/src/languages.ts'), 'utf8');
  return [...source.matchAll(/\{ code: '([a-z_]+)'/g)].map(
    (match) => /** @type {string} */ (match[1]),
  );
}

/** @param {string} code */
export const catalogPath = (code) => path.join(localesDir, `${code}.json`);

/** @param {Record<string, string>} catalog */
export const serialise = (catalog) => `${JSON.stringify(catalog, null, 2)}\n`;

// What the build publishes holds no test code (issue 24): no module of a test library is
// imported from any built package or app, and no test, story or testing/ file was emitted. And
// the admin's precompressed copies (`.br`, `.gz`, issue 26) are the files they stand for.
// Run by `npm test` right after the build; exits 1 naming each offence.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const builds = [
  'packages/core',
  'packages/design-system',
  'packages/widgets',
  'packages/api-client',
  'apps/server',
  'apps/platform',
  'apps/admin',
].map((dir) => join(root, dir, 'dist'));

// The specifiers of test libraries, as an import or a require names them.
const testLibrary =
  /(?:from\s*|import\s*\(\s*|require\s*\(\s*)["'](vitest|storybook\/test|@storybook\/[^"']+|@testing-library\/[^"']+|msw|msw\/[^"']+|@playwright\/test)["']/g;
const testFile = /(?:^|\/)(?:testing\/|[^/]+\.(?:test|stories)\.)/;

/**
 * @param {string} dir
 * @returns {Generator<string>}
 */
function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (/\.(?:m?js|d\.ts)$/.test(entry.name)) yield path;
  }
}

const offences = [];
for (const dist of builds) {
  for (const file of filesUnder(dist)) {
    const name = relative(root, file);
    if (testFile.test(relative(dist, file))) offences.push(`${name}: a test file was built`);
    for (const match of readFileSync(file, 'utf8').matchAll(testLibrary)) {
      offences.push(`${name}: imports ${match[1]}`);
    }
  }
}

const assets = join(root, 'apps/admin/dist/assets');
let compressedCopies = 0;
for (const entry of readdirSync(assets)) {
  const decode = { br: brotliDecompressSync, gz: gunzipSync }[entry.split('.').at(-1) ?? ''];
  if (!decode) continue;
  compressedCopies += 1;
  const original = readFileSync(join(assets, entry.replace(/\.(?:br|gz)$/, '')));
  if (!decode(readFileSync(join(assets, entry))).equals(original)) {
    offences.push(`apps/admin/dist/assets/${entry}: differs from the file it compresses`);
  }
}
if (compressedCopies === 0) offences.push('apps/admin/dist/assets: no precompressed copies');

if (offences.length > 0) {
  console.error(
    `The built packages are not as published:\n${offences.map((o) => `  ${o}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(
  `Built packages hold no test code (${builds.length} builds checked); ${compressedCopies} precompressed copies match their files.`,
);

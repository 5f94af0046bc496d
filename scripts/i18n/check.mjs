// Fails when locales/en.json is stale, a language file is missing, or a translation has an
// extra key, an ICU syntax error or placeholders other than English's; prints coverage.
import fs from 'node:fs';
import { checkCatalog, placeholdersOf, unsupportedFeatures } from './catalog.mjs';
import path from 'node:path';
import { catalogPath, declaredEnglish, languageCodes, root, serialise } from './files.mjs';
import { compareWithDisk, generatedCatalogFiles } from './packageCatalogs.mjs';

let failed = false;
const fail = (/** @type {string} */ message) => {
  failed = true;
  console.error(`✗ ${message}`);
};

const english = declaredEnglish();
for (const [key, message] of Object.entries(english)) {
  try {
    placeholdersOf(/** @type {string} */ (message));
    const unsupported = unsupportedFeatures(/** @type {string} */ (message));
    if (unsupported.length > 0)
      fail(
        `en "${key}": uses ${unsupported.join(', ')}, which the runtime formatter does not support`,
      );
  } catch (error) {
    fail(`en "${key}": ICU syntax error: ${/** @type {Error} */ (error).message}`);
  }
}
const committed = fs.existsSync(catalogPath('en'))
  ? fs.readFileSync(catalogPath('en'), 'utf8')
  : '';
if (committed !== serialise(english))
  fail('locales/en.json differs from the messages in code: run "npm run i18n:extract"');

const expected = new Set(languageCodes());
for (const file of fs.readdirSync('locales')) {
  if (!expected.has(file.replace(/\.json$/, '')))
    fail(`locales/${file} is not one of the spec's languages`);
}
for (const code of [...expected].filter((c) => c !== 'en')) {
  if (!fs.existsSync(catalogPath(code))) {
    fail(`locales/${code}.json is missing`);
    continue;
  }
  const { problems, translated, total } = checkCatalog(
    english,
    JSON.parse(fs.readFileSync(catalogPath(code), 'utf8')),
  );
  for (const problem of problems) fail(`${code} ${problem}`);
  const percent = total === 0 ? 100 : Math.round((translated / total) * 100);
  console.log(
    `${code.padEnd(6)} ${String(translated).padStart(4)}/${total} translated (${percent}%)`,
  );
}

// Each package's own catalogues (packageCatalogs.mjs) are what `locales/` holds for its keys.
const { stale, extra } = compareWithDisk(await generatedCatalogFiles(english));
for (const file of stale)
  fail(`${path.relative(root, file)} differs from locales/: run "npm run i18n:extract"`);
for (const file of extra)
  fail(`${path.relative(root, file)} is not a generated catalogue: run "npm run i18n:extract"`);

console.log(
  failed
    ? 'i18n:check failed'
    : `i18n:check passed: ${Object.keys(english).length} English messages, ${expected.size} languages`,
);
process.exit(failed ? 1 : 0);

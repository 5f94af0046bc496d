// Writes locales/en.json from the defineMessages declarations in code, creates an empty
// catalogue for any language that has none yet, and writes each published package's own
// catalogues from locales/*.json (packageCatalogs.mjs).
import fs from 'node:fs';
import path from 'node:path';
import {
  catalogPath,
  declaredEnglish,
  languageCodes,
  localesDir,
  root,
  serialise,
} from './files.mjs';
import { compareWithDisk, generatedCatalogFiles } from './packageCatalogs.mjs';

const english = declaredEnglish();
fs.mkdirSync(localesDir, { recursive: true });
fs.writeFileSync(catalogPath('en'), serialise(english));
for (const code of languageCodes()) {
  if (!fs.existsSync(catalogPath(code))) fs.writeFileSync(catalogPath(code), serialise({}));
}
console.log(`locales/en.json: ${Object.keys(english).length} messages`);

const generated = await generatedCatalogFiles(english);
const { stale, extra } = compareWithDisk(generated);
for (const file of stale) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, /** @type {string} */ (generated.get(file)));
}
for (const file of extra) fs.rmSync(file);
console.log(
  `packages' catalogues: ${generated.size} files, ${stale.length} written, ${extra.length} removed`,
);
for (const file of [...stale, ...extra]) console.log(`  ${path.relative(root, file)}`);

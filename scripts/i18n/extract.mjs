// Writes locales/en.json from the defineMessages declarations in code, and creates an empty
// catalogue for any language that has none yet.
import fs from 'node:fs';
import { catalogPath, declaredEnglish, languageCodes, localesDir, serialise } from './files.mjs';

const english = declaredEnglish();
fs.mkdirSync(localesDir, { recursive: true });
fs.writeFileSync(catalogPath('en'), serialise(english));
for (const code of languageCodes()) {
  if (!fs.existsSync(catalogPath(code))) fs.writeFileSync(catalogPath(code), serialise({}));
}
console.log(`locales/en.json: ${Object.keys(english).length} messages`);

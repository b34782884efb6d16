/**
 * Writes the copies of collection entry files that each locale lacks, as `write-translations`
 * does for interface strings: `npm run write-copies` (every locale folder under `i18n/`), or
 * `npm run write-copies -- --locale bn`. A copy starts with the entry's texts in English
 * (`missingCopies` in `plugins/collections/entryFiles.ts`); existing copies are never touched.
 */
import {mkdirSync, readdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {missingCopies} from '../plugins/collections/entryFiles';

const siteDir = path.join(__dirname, '..');
const asked = process.argv.indexOf('--locale');
const locales = asked >= 0 ? [process.argv[asked + 1] ?? ''] : readdirSync(path.join(siteDir, 'i18n'));
for (const locale of locales) {
  const copies = missingCopies(siteDir, locale);
  for (const {file, text} of copies) {
    mkdirSync(path.dirname(path.join(siteDir, file)), {recursive: true});
    writeFileSync(path.join(siteDir, file), text);
    console.log(`wrote ${file}`);
  }
  console.log(`write-copies: ${copies.length} new ${locale} ${copies.length === 1 ? 'copy' : 'copies'}`);
}

/**
 * Writes a two-language search fixture into the folder given as the first argument: one
 * Bengali and one English page, indexed by the site's own indexing step
 * (`writeSearchIndex` of `plugins/search`), with the pages themselves beside the index.
 * Run by `tests/e2e/search.spec.ts` with jiti, as the build runs the plugin.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {writeSearchIndex} from '../../../plugins/search';

/** A page of the fixture: `<main>` holds what is indexed, as on the site. */
function page(lang: string, title: string, text: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${title}</title></head><body><nav>মেনু Menu</nav><main><h1>${title}</h1><p>${text}</p></main></body></html>`;
}

export const fixturePages = {
  bn: {
    url: '/bn/fixture/mohona',
    html: page('bn-BD', 'মেঘনা মোহনার ইলিশ', 'মেঘনা মোহনায় ইলিশ মাছের প্রজননক্ষেত্র নিয়ে আমাদের গবেষণা। জেলেরা অক্টোবরে মাছ ধরা বন্ধ রাখেন।'),
  },
  en: {
    url: '/fixture/estuary',
    html: page('en', 'Hilsa of the Meghna estuary', 'Our research on the spawning grounds of hilsa in the Meghna estuary.'),
  },
};

const outDir = process.argv[2];
if (outDir) {
  mkdirSync(outDir, {recursive: true});
  for (const [lang, fixture] of Object.entries(fixturePages)) {
    writeFileSync(path.join(outDir, `${lang}.html`), fixture.html);
  }
  writeSearchIndex(Object.values(fixturePages), path.join(outDir, 'pagefind')).then(
    (count) => console.log(`indexed ${count} fixture pages`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

/**
 * Smaller result files for Pagefind. For each page Pagefind writes a "fragment" (gzip of the
 * 12 bytes `pagefind_dcd` and a JSON object) that the browser fetches when the page is among
 * the results shown: its URL, its title, its text (from which the excerpt is cut) and, unused
 * by this site, the page's elements with an `id` (Pagefind's sub-results, `anchors`) and the
 * page's first image (`meta.image`, `meta.image_alt`). {@link trimFragments} drops those two,
 * which are about 7 % of the fragments' compressed bytes (a first query on a Bengali page
 * fetches five fragments of about 4 KB each).
 *
 * The file names stay Pagefind's (the metadata file lists them); the format is that of the
 * Pagefind version `indexChunks.ts` checks.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {packDataFile, unpackDataFile} from './indexChunks';

/** The fields of a fragment's `meta` the site shows (`src/search/pagefind.ts` reads the title only). */
export const keptMetaFields = ['title'];

/**
 * A fragment without what the site does not show: no sub-results (`anchors` emptied) and only
 * the {@link keptMetaFields} of its `meta`; every other field as it was.
 */
export function trimmedFragment(fragment: Record<string, unknown>): Record<string, unknown> {
  const meta = (fragment.meta ?? {}) as Record<string, unknown>;
  return {...fragment, anchors: [], meta: Object.fromEntries(Object.entries(meta).filter(([field]) => keptMetaFields.includes(field)))};
}

/**
 * Rewrites every fragment of the Pagefind bundle in `bundleDir` as {@link trimmedFragment}.
 *
 * @returns the fragments' compressed bytes before and after
 * @throws Error naming the file when a fragment is not a gzipped, signed JSON object
 */
export async function trimFragments(bundleDir: string): Promise<{before: number; after: number}> {
  const folder = path.join(bundleDir, 'fragment');
  let before = 0;
  let after = 0;
  for (const name of await fs.readdir(folder)) {
    const file = path.join(folder, name);
    const bytes = await fs.readFile(file);
    const fragment = JSON.parse(unpackDataFile(bytes, file).toString('utf8')) as unknown;
    if (typeof fragment !== 'object' || fragment === null || Array.isArray(fragment)) {
      throw new Error(`${file} is not a Pagefind fragment (not a JSON object)`);
    }
    const trimmed = packDataFile(Buffer.from(JSON.stringify(trimmedFragment(fragment as Record<string, unknown>))));
    before += bytes.length;
    after += trimmed.length;
    await fs.writeFile(file, trimmed);
  }
  return {before, after};
}

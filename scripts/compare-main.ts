/**
 * Compares the `<main>` of every page of two builds, to show that a change of how content is
 * kept changed nothing a visitor reads: `jiti scripts/compare-main.ts <build before> <build after>`.
 * Prints each page whose `<main>` differs, with the first difference, and pages only one build
 * has; exits with 1 when any differs. Hashed asset names (`name.1a2b3c4d.ext`), the hashes
 * of CSS-module class names (`card_x1Y2`, which change with the folder built in) and React's
 * generated ids (`useId`, `_R_29aqh_`, which change with any component above them in the tree;
 * each is numbered in order of first use, so an id and the attributes that refer to it still
 * must match) are ignored.
 */
import {readFileSync} from 'node:fs';
import {filesBelow} from '../plugins/buildFiles';
import path from 'node:path';

/** A page's `<main>`, hashed asset names, class-name hashes and React ids made equal; empty without one. */
export function mainOf(html: string): string {
  const main = /<main[\s>][\s\S]*<\/main>/.exec(html)?.[0] ?? '';
  const reactIds = new Map<string, string>();
  return main
    .replace(/\.[0-9a-f]{8}\.(js|css|svg|png|jpg|webp|avif)/g, '.#.$1')
    .replace(/(class=(?:"[^"]*|[^\s>"]*))/g, (classes) => classes.replace(/([A-Za-z0-9]+)_[A-Za-z0-9_-]{4}(?=\s|$)/g, '$1_#'))
    .replace(/_R_[0-9a-z]+_/g, (id) => {
      if (!reactIds.has(id)) reactIds.set(id, `_R_${reactIds.size}_`);
      return reactIds.get(id)!;
    });
}

/** Where two texts first differ, with a little of each around it. */
function firstDifference(before: string, after: string): string {
  let index = 0;
  while (index < before.length && before[index] === after[index]) index += 1;
  const around = (text: string) => text.slice(Math.max(0, index - 60), index + 100);
  return `  before: …${around(before)}…\n  after:  …${around(after)}…`;
}

if (process.argv[1] && /compare-main\.ts$/.test(process.argv[1])) {
  const [before, after] = process.argv.slice(2);
  if (!before || !after) {
    console.error('Usage: jiti scripts/compare-main.ts <build before> <build after>');
    process.exit(2);
  }
  const afterFiles = new Set(filesBelow(after, '.html'));
  let differing = 0;
  for (const file of filesBelow(before, '.html')) {
    if (!afterFiles.delete(file)) {
      console.log(`${file}: only in ${before}`);
      differing += 1;
      continue;
    }
    const [a, b] = [mainOf(readFileSync(path.join(before, file), 'utf8')), mainOf(readFileSync(path.join(after, file), 'utf8'))];
    if (a !== b) {
      console.log(`${file}: <main> differs\n${firstDifference(a, b)}`);
      differing += 1;
    }
  }
  for (const file of afterFiles) console.log(`${file}: only in ${after}`);
  console.log(`compare-main: ${differing + afterFiles.size} of ${filesBelow(before, '.html').length} pages differ`);
  process.exit(differing + afterFiles.size > 0 ? 1 : 0);
}

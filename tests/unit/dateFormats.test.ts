/**
 * @jest-environment node
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {repoFiles, root} from '@site/tests/shared/files';

/** Files that may build their own date formatters, and why; each writes any whole day with `formatDate`. */
const ownFormatters: Record<string, string> = {
  'src/utils/formatDate.ts': 'the one format of a day, a month and a month range',
  'src/pages/who-we-are/visit-borl/_components/EventList/format.ts': 'weekdays, times of day and day ranges of events',
  'src/components/CareerDetail/format.ts': 'the day and month opening a range of application dates',
};

/** Source files of the site (code the pages or the build run), relative to the repository. */
const sources = (folder: string) => repoFiles(folder, /\.(ts|tsx|js|jsx|mjs)$/);

/** A file's code without its comments (a comment may name a formatter it does not use). */
function code(file: string): string {
  return readFileSync(path.join(root, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
}

describe('one date format', () => {
  it('leaves writing dates to formatDate: no other file formats dates itself', () => {
    const formatting = /toLocaleDateString|toLocaleTimeString|Intl\.DateTimeFormat|dateStyle|useDateTimeFormat/;
    const offenders = [...sources('src'), ...sources('plugins')].filter((file) => !(file in ownFormatters) && formatting.test(code(file)));
    expect(offenders).toEqual([]);
    // The list names only files that still format dates.
    for (const file of Object.keys(ownFormatters)) {
      expect(`${file}: ${/toLocaleDateString|Intl\.DateTimeFormat/.test(code(file))}`).toBe(`${file}: true`);
    }
  });
});

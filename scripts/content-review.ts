/**
 * Lists the docs and collection files whose content review is due (`npm run content:review`).
 *
 * Reads every `.md`/`.mdx` file under `docs/` and its review front matter (`last_reviewed`,
 * `reviewer`, `review_every`; see `src/utils/contentReview.ts`), and the same three keys in the
 * review file of every collection's content folder ({@link reviewFiles}), checks both with
 * `src/utils/contentReviewSchema.ts`, and prints one line per doc or file that
 * is overdue, due within a month, without metadata, or with malformed metadata. It also lists,
 * for information, the cruises (`content/cruises/`) that no data set (`content/datasets/`)
 * names yet: a cruise whose data are not published is allowed, and a reviewer may ask after it.
 *
 * Options:
 * - `--today YYYY-MM-DD` evaluates as of another day (used by the tests);
 * - `--markdown` prints a Markdown summary and table instead (the pull-request comment);
 * - `--no-collections` checks the docs only (and lists no cruises).
 *
 * Exit code: 0 when everything is reviewed in time; 1 when a doc or collection file is overdue,
 * has no review metadata or has malformed metadata (a cruise without a data set changes
 * nothing); 2 for a bad option. The pull-request
 * workflow shows the list and ignores the exit code (it is information, not a check).
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {addMonths, isReviewOverdue, type ContentReview} from '../src/utils/contentReview';
import yaml from 'js-yaml';
import {parseContentReview} from '../src/utils/contentReviewSchema';
import {collections} from '../src/collections';
import {defaultLocale} from '../src/config/locales';
import {englishFolder, readEntryFiles, reviewFileName, reviewFiles, type EntryFolder} from '../plugins/collections/entryFiles';

/** One doc's or collection file's review status. */
export type ReviewStatus = {
  /** A doc (its front matter) or a collection (its folder's review file). */
  kind: 'doc' | 'collection';
  /** Path from the working directory: the doc, or the collection's review file. */
  file: string;
  state: 'ok' | 'due-soon' | 'overdue' | 'missing' | 'invalid';
  detail: string;
};

/** States that make the command exit with 1. */
const needsAttention: readonly ReviewStatus['state'][] = ['overdue', 'missing', 'invalid'];

function listDocs(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return listDocs(full);
    }
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

/** The state of a parsed review as of `today`. */
function stateOf(review: ContentReview, today: string): Pick<ReviewStatus, 'state' | 'detail'> {
  if (isReviewOverdue(review, today)) {
    return {state: 'overdue', detail: `review was due on ${review.nextReviewDue} (last reviewed ${review.lastReviewed} by ${review.reviewer})`};
  }
  if (review.nextReviewDue <= addMonths(today, 1)) {
    return {state: 'due-soon', detail: `review due on ${review.nextReviewDue} (last reviewed ${review.lastReviewed} by ${review.reviewer})`};
  }
  return {state: 'ok', detail: `next review ${review.nextReviewDue}`};
}

/** Review status of every doc under `docsDir`, as of `today` (ISO date). */
export function reviewStatuses(docsDir: string, today: string): ReviewStatus[] {
  return listDocs(docsDir)
    .sort()
    .map((file): ReviewStatus => {
      const relative = path.relative(process.cwd(), file);
      try {
        const review = parseContentReview(matter(readFileSync(file, 'utf8')).data);
        if (!review) {
          return {kind: 'doc', file: relative, state: 'missing', detail: 'no last_reviewed / reviewer / review_every in the front matter'};
        }
        return {kind: 'doc', file: relative, ...stateOf(review, today)};
      } catch (error) {
        return {kind: 'doc', file: relative, state: 'invalid', detail: (error as Error).message};
      }
    });
}

/**
 * Review status of every collection of the site in `siteDir` (the review files `files`, from
 * that folder; by default {@link reviewFiles}), as of `today` (ISO date): missing when the file
 * or its keys are absent, invalid when the YAML or a value is malformed.
 */
export function collectionReviewStatuses(siteDir: string, today: string, files: readonly string[] = reviewFiles()): ReviewStatus[] {
  return files.map((file): ReviewStatus => {
    const full = path.join(siteDir, file);
    const missing: ReviewStatus = {kind: 'collection', file, state: 'missing', detail: 'no last_reviewed / reviewer / review_every in the file'};
    if (!existsSync(full)) return missing;
    try {
      const review = parseContentReview((yaml.load(readFileSync(full, 'utf8')) as Record<string, unknown> | null) ?? {});
      return review ? {kind: 'collection', file, ...stateOf(review, today)} : missing;
    } catch (error) {
      return {kind: 'collection', file, state: 'invalid', detail: (error as Error).message};
    }
  });
}

/** A cruise that no data set names yet: its file and id. */
export type CruiseWithoutDataset = {file: string; id: string};

/** Where the registry keeps a collection's files (`src/collections.ts`): cruises and data sets are kept as files. */
function entryFilesOf(name: 'cruises' | 'datasets'): EntryFolder {
  const {entryFiles} = collections[name];
  if (!entryFiles) throw new Error(`content-review: ${name} are not kept as files (entryFiles in src/collections.ts)`);
  return entryFiles;
}

/** The files of a collection, as the site reads them in English; none when its folder does not exist. */
function entryFilesIn(siteDir: string, name: 'cruises' | 'datasets') {
  const entryFiles = entryFilesOf(name);
  return existsSync(path.join(siteDir, englishFolder(entryFiles.folder))) ? readEntryFiles(siteDir, entryFiles, defaultLocale, defaultLocale) : [];
}

/**
 * The cruises of `content/cruises/` that no data set of `content/datasets/` names as its
 * `cruise`, in file order: cruises whose data are not published yet. The fields are read as
 * written; the build checks them.
 *
 * @param siteDir the folder that holds `content/` (the working directory)
 */
export function cruisesWithoutDataset(siteDir: string): CruiseWithoutDataset[] {
  const named = new Set(entryFilesIn(siteDir, 'datasets').map((dataset) => String(dataset.fields.cruise)));
  return entryFilesIn(siteDir, 'cruises')
    .filter((cruise) => !named.has(cruise.id))
    .map((cruise) => ({file: cruise.file.split(path.sep).join('/'), id: cruise.id}))
    .sort((a, b) => a.file.localeCompare(b.file));
}

/** The line about one cruise without a data set, as `npm run content:review` prints it. */
function cruiseLine({file, id}: CruiseWithoutDataset): string {
  return `${file}: no data set yet (when its data are published, add ${englishFolder(entryFilesOf('datasets').folder)}/<id>.md with \`cruise: ${id}\`)`;
}

/** The one-line summary: how many were checked and how many need attention. */
export function reviewSummary(statuses: readonly ReviewStatus[], today: string): string {
  const docs = statuses.filter((status) => status.kind === 'doc').length;
  const collections = statuses.length - docs;
  const failing = statuses.filter((status) => needsAttention.includes(status.state)).length;
  const soon = statuses.filter((status) => status.state === 'due-soon').length;
  return `${docs} docs and ${collections} collections checked on ${today}: ${failing} need attention, ${soon} due within a month.`;
}

const stateLabels: Record<ReviewStatus['state'], string> = {
  overdue: 'Overdue',
  invalid: 'Malformed metadata',
  missing: 'No review metadata',
  'due-soon': 'Due within a month',
  ok: 'Reviewed',
};

/**
 * The report as Markdown (the pull-request comment): a heading, the summary and a table of what
 * is due, then, for information, the cruises without a data set.
 */
export function reviewMarkdown(statuses: readonly ReviewStatus[], today: string, cruises: readonly CruiseWithoutDataset[] = []): string {
  const order: ReviewStatus['state'][] = ['overdue', 'invalid', 'missing', 'due-soon'];
  const due = statuses.filter((status) => status.state !== 'ok').sort((a, b) => order.indexOf(a.state) - order.indexOf(b.state));
  const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
  const lines = ['### Content review', '', reviewSummary(statuses, today), ''];
  if (due.length === 0) {
    lines.push('Every doc and collection is reviewed in time.');
  } else {
    lines.push(
      '| State | Doc or collection | Detail |',
      '|---|---|---|',
      ...due.map((status) => `| ${stateLabels[status.state]} | \`${status.file}\` | ${cell(status.detail)} |`),
      '',
      `After checking a doc, set \`last_reviewed\` and \`reviewer\` in its front matter; after checking a collection, the same keys in its folder's \`${reviewFileName}\`.`,
    );
  }
  if (cruises.length > 0) {
    lines.push(
      '',
      '#### Cruises without a data set yet',
      '',
      `For information: no data set of \`${englishFolder(entryFilesOf('datasets').folder)}/\` names ${cruises.length === 1 ? 'this cruise' : 'these cruises'} in its \`cruise\` field. A cruise whose data are not published yet is fine; add the data set when they are.`,
      '',
      '| Cruise | File |',
      '|---|---|',
      ...cruises.map((cruise) => `| \`${cruise.id}\` | \`${cruise.file}\` |`),
    );
  }
  return `${lines.join('\n')}\n`;
}

function main(): void {
  const args = process.argv.slice(2);
  const todayFlag = args.indexOf('--today');
  const today = todayFlag >= 0 ? (args[todayFlag + 1] ?? '') : new Date().toISOString().slice(0, 10);
  const unknown = args.filter((arg, index) => !['--today', '--markdown', '--no-collections'].includes(arg) && (todayFlag < 0 || index !== todayFlag + 1));
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today) || unknown.length > 0) {
    console.error('usage: content-review [--today YYYY-MM-DD] [--markdown] [--no-collections]');
    process.exit(2);
  }
  const statuses = [...reviewStatuses(path.join(process.cwd(), 'docs'), today), ...(args.includes('--no-collections') ? [] : collectionReviewStatuses(process.cwd(), today))];
  const cruises = args.includes('--no-collections') ? [] : cruisesWithoutDataset(process.cwd());
  if (args.includes('--markdown')) {
    process.stdout.write(reviewMarkdown(statuses, today, cruises));
  } else {
    for (const status of statuses.filter((candidate) => candidate.state !== 'ok')) {
      console.log(`${status.state.toUpperCase().padEnd(8)} ${status.file}: ${status.detail}`);
    }
    for (const cruise of cruises) console.log(`${'INFO'.padEnd(8)} ${cruiseLine(cruise)}`);
    console.log(reviewSummary(statuses, today));
  }
  process.exitCode = statuses.some((status) => needsAttention.includes(status.state)) ? 1 : 0;
}

if (process.argv[1] && /content-review\.ts$/.test(process.argv[1])) {
  main();
}

/**
 * The web editor at /admin/, offline. The test build names no repository, so the spec writes the
 * editor into it as a build with a GitHub repository does (`writeEditor`). With Sveltia CMS's test
 * backend (files in the browser's private file system, filled from this repository) an editor
 * creates a person in English and in Bengali on one screen, and saves a fact page.
 */
import {cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import matter from 'gray-matter';
import sharp from 'sharp';
import type {Locator, Page} from '@playwright/test';
import {writeEditor} from '../../plugins/site-files';
import {editorOrigins, editorTitle} from '../../plugins/site-files/editor';
import {copyFile, englishFolder} from '../../plugins/collections/entryFiles';
import {loadCollections} from '../../plugins/collections';
import {site} from '../../src/data/site';
import {test, expect, at, baseUrl} from './fixtures';

const siteDir = process.cwd();
const repository = {url: 'https://github.com/borl-lab/website', branch: 'main', github: 'borl-lab/website'};
const factPage = 'docs/know-bay-of-bengal/explore-bob-facts/bengal-fan.mdx';
/** The folders the test backend starts with: the people in both languages (each copy beside its entry), and the fact page. */
const startFiles = [englishFolder('people'), factPage];

test.beforeAll(() => writeEditor('build', siteDir, `${site.url}${baseUrl}`, {repository}));
test.afterAll(() => {
  rmSync('build/admin', {recursive: true, force: true});
  writeEditor('build', siteDir, `${site.url}${baseUrl}`, {});
});

/** Answers the editor's outside requests locally: its interface fonts, GitHub's status, the version check. */
async function editorServices(page: Page): Promise<void> {
  const from = (origin: string) => (url: URL) => url.origin === origin;
  // A font of the site stands in for the editor's fonts (a missing font would abort the request).
  await page.route(from(editorOrigins.fonts), (route) => route.fulfill({path: 'static/fonts/noto-sans-bengali-400.woff2', contentType: 'font/woff2'}));
  await page.route(from(editorOrigins.githubStatus), (route) => route.fulfill({json: {status: {indicator: 'none'}}}));
  await page.route(from(editorOrigins.updates), (route) => route.fulfill({json: {version: '0'}}));
}

test('the editor shows its sign-in screen under its own policy, without errors', async ({page}) => {
  // A policy violation is a console error, which fails the test (fixtures.ts).
  await editorServices(page);
  await page.goto(at('/admin/'));
  await expect(page.getByRole('heading', {name: editorTitle})).toBeVisible();
  await expect(page.getByRole('button', {name: 'Sign In Using Access Token'})).toBeVisible();
  await expect(page.getByText(/error in the CMS configuration/)).toHaveCount(0);
});

/** Every file under the test backend's folder, by path, as text. */
async function backendFiles(page: Page): Promise<Record<string, string>> {
  return page.evaluate(async () => {
    const top = await (await navigator.storage.getDirectory()).getDirectoryHandle('sveltia-cms-test');
    const files: Record<string, string> = {};
    const walk = async (dir: FileSystemDirectoryHandle, prefix: string): Promise<void> => {
      for await (const [name, handle] of (dir as unknown as {entries(): AsyncIterable<[string, FileSystemHandle]>}).entries()) {
        if (handle.kind === 'directory') await walk(handle as FileSystemDirectoryHandle, `${prefix}${name}/`);
        // A file the editor removes while the walk runs (a save in progress) is left out.
        else
          await (handle as FileSystemFileHandle)
            .getFile()
            .then(async (file) => (files[`${prefix}${name}`] = await file.text()))
            .catch(() => undefined);
      }
    };
    await walk(top, '');
    return files;
  });
}

/** Opens the editor on the test backend, filled with {@link startFiles}, and enters it. */
async function openWithTestBackend(page: Page): Promise<void> {
  await editorServices(page);
  await page.route(
    (url) => url.pathname === at('/admin/config.yml'),
    async (route) => {
      const response = await route.fetch();
      const config = (await response.text()).replace(/^backend:\n(?: {2}.*\n)+/m, 'backend:\n  name: test-repo\n').replace(/^publish_mode: .*\n/m, '');
      await route.fulfill({response, body: config});
    },
  );
  const files = Object.fromEntries(
    startFiles.flatMap((entry) =>
      entry.endsWith('.mdx') ? [[entry, readFileSync(entry, 'utf8')]] : readdirSync(entry).map((name) => [`${entry}/${name}`, readFileSync(path.join(entry, name), 'utf8')]),
    ),
  );
  await page.goto(at('/admin/config.yml'));
  await page.evaluate(async (start: Record<string, string>) => {
    const root = await navigator.storage.getDirectory();
    await root.removeEntry('sveltia-cms-test', {recursive: true}).catch(() => undefined);
    const top = await root.getDirectoryHandle('sveltia-cms-test', {create: true});
    for (const [file, text] of Object.entries(start)) {
      const parts = file.split('/');
      let dir = top;
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, {create: true});
      const writable = await (await dir.getFileHandle(parts.at(-1)!, {create: true})).createWritable();
      await writable.write(text);
      await writable.close();
    }
  }, files);
  await page.goto(at('/admin/'));
  await page.getByRole('button', {name: 'Work with Test Repository'}).click();
  await expect(page.getByRole('tree', {name: 'Collection List'})).toBeVisible();
}

/** Opens a view of the editor (`#/collections/people/new`) in the same document, as its own links do. */
async function show(page: Page, view: string): Promise<void> {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, view);
}

/** Types paragraphs into the rich text editor of one language's pane of the form. */
async function typeParagraphs(pane: Locator, paragraphs: readonly string[]): Promise<void> {
  await pane.locator('[contenteditable=true]').first().click();
  for (const [index, paragraph] of paragraphs.entries()) {
    if (index > 0) await pane.page().keyboard.press('Enter');
    await pane.page().keyboard.insertText(paragraph);
  }
}

test('an editor creates a person in English and Bengali on one screen, and the site loads the files it writes', async ({page}, testInfo) => {
  testInfo.setTimeout(120_000);
  await openWithTestBackend(page);
  const before = await backendFiles(page);

  await show(page, '#/collections/people/new');
  const english = page.getByRole('group', {name: /^Edit \W?English\W? Content$/});
  await english.getByRole('radio', {name: 'researcher'}).check();
  await english.getByRole('textbox', {name: 'Name'}).fill('Dr. Nasrin Akter');
  await english.getByRole('combobox', {name: 'Designation'}).click();
  await page.getByRole('option', {name: 'Lecturer', exact: true}).click();
  // A photograph (the test backend hands files back without a type, so an SVG would not decode).
  const portrait = path.join(mkdtempSync(path.join(tmpdir(), 'editor-')), 'nasrin-akter.png');
  await sharp({create: {width: 400, height: 400, channels: 3, background: '#0a4d68'}})
    .png()
    .toFile(portrait);
  await english.locator('input[type=file]').first().setInputFiles(portrait);
  await typeParagraphs(english, [
    'Dr. Nasrin Akter is a marine chemist who studies nutrients and dissolved oxygen on the shelf of the northern Bay of Bengal, from the Meghna estuary to the shelf break.',
    'She joined the laboratory in 2024 and leads its monthly sampling of low-oxygen waters off Chattogram.',
  ]);
  // The same screen's other pane, in Bengali: the texts a translation carries, and no other field.
  await page.getByRole('radio', {name: 'Bangla'}).last().check();
  const bengali = page.getByRole('group', {name: /^Edit \W?Bangla\W? Content$/});
  await expect(bengali.getByRole('radiogroup', {name: 'Group'})).toHaveCount(0);
  await bengali.getByRole('textbox', {name: 'Name'}).fill('ড. নাসরিন আক্তার');
  await typeParagraphs(bengali, [
    'ড. নাসরিন আক্তার একজন সামুদ্রিক রসায়নবিদ; তিনি উত্তর বঙ্গোপসাগরের মহীসোপানে, মেঘনা মোহনা থেকে মহীসোপানের কিনারা পর্যন্ত, পুষ্টি উপাদান ও দ্রবীভূত অক্সিজেন নিয়ে গবেষণা করেন।',
    'তিনি ২০২৪ সালে গবেষণাগারে যোগ দেন এবং চট্টগ্রামের অদূরে কম অক্সিজেনের পানির মাসিক নমুনা সংগ্রহের কাজে নেতৃত্ব দেন।',
  ]);
  await page.getByRole('textbox').last().fill('nasrin-akter');
  await page.getByRole('button', {name: 'Save'}).click();
  await expect(page).toHaveURL(/#\/collections\/people\/entries\/nasrin-akter$|#\/collections\/people$/);

  const after = await backendFiles(page);
  const written = Object.keys(after)
    .filter((file) => after[file] !== before[file])
    .sort();
  const copy = copyFile('bn', 'people', 'nasrin-akter');
  expect(written).toEqual(['content/people/nasrin-akter.bn.md', 'content/people/nasrin-akter.md', 'static/img/people/nasrin-akter.png']);
  expect(copy).toBe('content/people/nasrin-akter.bn.md');
  const englishFile = matter(after['content/people/nasrin-akter.md']!);
  expect(englishFile.data).toEqual({group: 'researcher', name: 'Dr. Nasrin Akter', designation: 'Lecturer', img: '/img/people/nasrin-akter.png'});
  expect(englishFile.content.trim().split('\n\n')).toHaveLength(2);
  const bengaliFile = matter(after[copy]!);
  expect(bengaliFile.data).toEqual({name: 'ড. নাসরিন আক্তার'});
  expect(bengaliFile.content.trim().split('\n\n')).toHaveLength(2);

  // The site with these files: the collections load as the build loads them, in both languages.
  const site = mkdtempSync(path.join(tmpdir(), 'editor-site-'));
  // The images too: the build checks that every entry's image is a file of static/.
  for (const folder of ['content', 'static/img']) cpSync(folder, path.join(site, folder), {recursive: true});
  for (const file of written) {
    mkdirSync(path.dirname(path.join(site, file)), {recursive: true});
    writeFileSync(path.join(site, file), after[file]!);
  }
  for (const locale of ['en', 'bn']) {
    const {entries} = await loadCollections({siteDir: site, locale, defaultLocale: 'en'});
    const person = (entries.people as {id: string; name: string; img: string}[]).find((entry) => entry.id === 'nasrin-akter');
    expect(person?.name).toBe(locale === 'en' ? 'Dr. Nasrin Akter' : 'ড. নাসরিন আক্তার');
    expect(readdirSync(path.join(site, 'static/img/people'))).toContain(path.basename(person!.img));
  }
  rmSync(site, {recursive: true, force: true});
});

test('a fact page saved through the editor keeps its text and MDX components as written', async ({page}) => {
  await openWithTestBackend(page);
  const original = matter(readFileSync(factPage, 'utf8'));
  expect(original.content).toMatch(/<Figure[\s\S]*<KeyFigure /);
  await show(page, `#/collections/docs/entries/${factPage.slice('docs/'.length, -'.mdx'.length)}`);
  const edited = (original.data.description as string).replace(/\.$/, '!');
  await page.getByRole('textbox', {name: /Description/}).fill(edited);
  await page.getByRole('button', {name: 'Save'}).click();
  await expect.poll(async () => (await backendFiles(page))[factPage]).not.toBe(readFileSync(factPage, 'utf8'));
  const saved = matter((await backendFiles(page))[factPage]!);
  expect(saved.content.trim()).toBe(original.content.trim());
  expect(saved.data).toEqual({...original.data, description: edited});
});

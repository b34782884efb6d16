/**
 * @jest-environment node
 */
/** A locale's copies of the docs, posts and entry files: a copy without an English file stops the build, an English file without a copy is a warning. */
import {rmSync} from 'node:fs';
import path from 'node:path';
import {checkLocaleCopies, compareCopies, entryGlobs} from '@site/plugins/collections/localeCopies';
import {localizedFolder} from '@site/plugins/collections/entryFiles';
import {checkCollectionCopies, checkDocCopies} from '@site/plugins/collections';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {fakeBuild} from './helpers/fakeBuild';

const docsCopies = localizedFolder('bn', 'docusaurus-plugin-content-docs', 'default', 'current');
const postCopies = localizedFolder('bn', 'docusaurus-plugin-content-blog', 'expeditions');

describe("a locale's copies", () => {
  let site = '';
  afterEach(() => rmSync(site, {recursive: true, force: true}));

  it('of the docs: a copy whose path has no English doc stops the build naming it; a doc without a copy is a warning saying where the copy goes', () => {
    site = fakeBuild('copies-', {
      'docs/who-we-are/history.mdx': '# History\n',
      'docs/who-we-are/contact-us.md': '# Contact\n',
      'docs/who-we-are/_category_.json': '{}',
      'docs/who-we-are/_shared.mdx': 'A partial, imported by pages: not a page of its own.\n',
      [`${docsCopies}/who-we-are/history.mdx`]: '# ইতিহাস\n',
      [`${docsCopies}/who-we-are/_category_.json`]: '{}',
      'i18n/bn/docusaurus-plugin-content-docs/current.json': '{}',
    });
    const folders = {siteDir: site, locale: 'bn', originals: 'docs', copies: docsCopies};
    const warnings: string[] = [];
    checkLocaleCopies(folders, 'copy by hand', (message) => warnings.push(message));
    expect(warnings).toEqual([
      'docs/who-we-are/contact-us.md: no bn copy, so the bn pages show it in English (copy it to i18n/bn/docusaurus-plugin-content-docs/current/who-we-are/contact-us.md and translate it)',
    ]);

    // The English doc was renamed; its copy was not.
    rmSync(path.join(site, 'docs/who-we-are/history.mdx'));
    expect(() => checkLocaleCopies(folders, 'copy by hand', () => undefined)).toThrow(
      'i18n/bn/docusaurus-plugin-content-docs/current/who-we-are/history.mdx: there is no English file docs/who-we-are/history.mdx of which this is the copy, so the site ignores it (rename the copy to the path of its English file, or remove it)',
    );
  });

  it('of the docs, in the folders the docs plugin read them from', () => {
    site = fakeBuild('copies-', {'docs/a.mdx': '# A\n', [`${docsCopies}/a.mdx`]: '# A\n', [`${docsCopies}/old/b.mdx`]: '# B\n'});
    const version = {contentPath: path.join(site, 'docs'), contentPathLocalized: path.join(site, docsCopies)};
    const docs = {default: {loadedVersions: [version]} as unknown as DocsContent};
    expect(() => checkDocCopies(docs, site, 'bn', () => undefined)).toThrow(/^i18n\/bn\/docusaurus-plugin-content-docs\/current\/old\/b\.mdx: there is no English file docs\/old\/b\.mdx/);
  });

  it("of a blog's posts: only Markdown files count, not the blog's options or tags", () => {
    site = fakeBuild('copies-', {
      'blog/expeditions/2024-01-02-cruise.mdx': '---\ntitle: A\n---\n',
      'blog/expeditions/2025-03-04-survey.mdx': '---\ntitle: B\n---\n',
      'blog/expeditions/tags.yml': 'a: {label: A}\n',
      [`${postCopies}/2024-01-02-cruise.mdx`]: '---\ntitle: ক\n---\n',
      [`${postCopies}/2023-12-01-old-cruise.mdx`]: '---\ntitle: খ\n---\n',
      [`${postCopies}/options.json`]: '{}',
      [`${postCopies}/tags.yml`]: 'a: {label: ক}\n',
    });
    expect(compareCopies({siteDir: site, locale: 'bn', originals: 'blog/expeditions', copies: postCopies})).toEqual({
      orphans: [{copy: `${postCopies}/2023-12-01-old-cruise.mdx`, original: 'blog/expeditions/2023-12-01-old-cruise.mdx'}],
      uncopied: [{original: 'blog/expeditions/2025-03-04-survey.mdx', copy: `${postCopies}/2025-03-04-survey.mdx`}],
    });
  });

  it('of the entry files: an entry without a copy is a warning that names npm run write-copies; a copy without an entry stops the build', () => {
    site = fakeBuild('copies-', {
      'content/people/5.md': '---\nname: A\n---\n',
      'content/people/32.md': '---\nname: B\n---\n',
      'content/education/graduate/ms.md': '---\ntitle: C\n---\n',
      'content/people/5.bn.md': '---\nname: ক\n---\n',
      'content/education/graduate/ms.bn.md': '---\ntitle: গ\n---\n',
      'i18n/bn/borl-collections/list-pages.json': '{}',
    });
    const warnings: string[] = [];
    checkCollectionCopies({siteDir: site, locale: 'bn', defaultLocale: 'en'}, (message) => warnings.push(message));
    expect(warnings).toEqual(['content/people/32.md: no bn copy, so the bn pages show it in English (`npm run write-copies` writes content/people/32.bn.md with the texts to translate)']);
    // The folders of a collection hold its entries alone: a sub-folder is another collection's.
    expect(compareCopies({siteDir: site, locale: 'bn', originals: 'content/education', globs: entryGlobs})).toEqual({orphans: [], uncopied: []});
    rmSync(path.join(site, 'content/people/5.md'));
    expect(() => checkCollectionCopies({siteDir: site, locale: 'bn', defaultLocale: 'en'}, () => undefined)).toThrow(
      /^content\/people\/5\.bn\.md: there is no English file content\/people\/5\.md of which this is the copy/,
    );
  });
});

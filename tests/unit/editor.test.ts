/**
 * @jest-environment node
 */
/** The web editor's configuration: every content folder, both languages, pull-request saves, fields that match the schemas; the smallest GitHub grant, and an origin of its own. */
import {existsSync, mkdtempSync, readdirSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import yaml from 'js-yaml';
import {z} from '@site/src/data/zod';
import {collections, detailPath, listPath} from '@site/src/collections';
import {contentRepository, editorAuthScopes, editorHosting, editUrl} from '@site/src/config/repository';
import {fileSchemas, reviewFiles, type FileCollectionName} from '@site/plugins/collections/entryFiles';
import {editorConfig, editorOutDir, editorPolicy, imageFolder, relationFields, type EditorField} from '@site/plugins/site-files/editor';
import {defaultLocale, localeConfigs} from '@site/src/config/locales';
import {writeEditor} from '@site/plugins/site-files';
import {headersForPath, parseHeadersFile} from '@site/plugins/site-files/headersFile';

type EditorCollection = {name: string; folder: string; fields: EditorField[]; media_folder?: string; public_folder?: string; extension?: string; i18n?: unknown};

const siteDir = path.join(__dirname, '../..');
const repository = contentRepository({REPOSITORY_URL: 'https://github.com/borl-lab/website/', REPOSITORY_BRANCH: 'live'})!;
const {authScope} = editorHosting({});
const config = editorConfig({repository: {...repository, github: repository.github!}, authScope, siteRoot: 'https://borl.ac.bd/', siteDir}) as {
  backend: Record<string, unknown>;
  publish_mode: string;
  i18n: Record<string, unknown>;
  collections: EditorCollection[];
};
const byFolder = new Map(config.collections.map((collection) => [collection.folder, collection]));
const fileCollections = (Object.keys(fileSchemas) as FileCollectionName[]).filter((name) => collections[name].entryFiles);
const schemaOf = (name: FileCollectionName) =>
  z.toJSONSchema(fileSchemas[name], {io: 'input', unrepresentable: 'any'}) as {properties?: Record<string, {enum?: unknown[]; pattern?: string}>; required?: string[]; anyOf?: unknown[]};

describe('the content repository', () => {
  it('gives the docs their edit links and the editor its backend, from the same two settings', () => {
    expect(repository).toEqual({url: 'https://github.com/borl-lab/website', branch: 'live', github: 'borl-lab/website'});
    expect(editUrl(repository)).toBe('https://github.com/borl-lab/website/edit/live/');
    expect(config.backend).toMatchObject({name: 'github', repo: 'borl-lab/website', branch: 'live', auth_methods: ['token']});
    expect(contentRepository({})).toBeUndefined();
    expect(contentRepository({REPOSITORY_URL: 'https://gitlab.com/borl/website'})).toEqual({url: 'https://gitlab.com/borl/website', branch: 'main'});
    expect(() => contentRepository({REPOSITORY_URL: 'github.com/borl/website'})).toThrow(/https:\/\//);
  });

  it('signs editors in through the OAuth proxy when one is named', () => {
    const withProxy = editorConfig({repository: {...repository, github: 'borl-lab/website'}, authUrl: 'https://auth.example.org', authScope, siteRoot: 'https://borl.ac.bd/', siteDir}) as {
      backend: Record<string, unknown>;
    };
    expect(withProxy.backend).toMatchObject({base_url: 'https://auth.example.org', auth_methods: ['oauth', 'token']});
  });
});

describe('what the editor may do with GitHub, and where it runs', () => {
  it('asks GitHub for public repositories only, unless the build says the repository is private', () => {
    expect(config.backend.auth_scope).toBe('public_repo');
    expect(editorHosting({EDITOR_AUTH_SCOPE: 'repo'}).authScope).toBe('repo');
    expect(() => editorHosting({EDITOR_AUTH_SCOPE: 'repo,user'})).toThrow(/^EDITOR_AUTH_SCOPE must be one of public_repo, repo/);
    // The scopes are those the shipped editor accepts for `backend.auth_scope` (its configuration schema).
    const schema = JSON.parse(readFileSync(path.join(siteDir, 'node_modules/@sveltia/cms/schema/sveltia-cms.json'), 'utf8')) as {
      definitions: {GitHubBackend: {properties: {auth_scope: {enum: string[]}}}};
    };
    expect([...schema.definitions.GitHubBackend.properties.auth_scope.enum].sort()).toEqual([...editorAuthScopes].sort());
  });

  it('runs on an origin of its own when the build names one; a deployed build (production or preview) never runs it on the site', () => {
    expect(editorHosting({})).toEqual({onSite: true, authScope: 'public_repo'});
    expect(editorHosting({DEPLOY_ENV: 'preview'}).onSite).toBe(false);
    expect(editorHosting({DEPLOY_ENV: 'production'}).onSite).toBe(false);
    expect(editorHosting({DEPLOY_ENV: 'production', EDITOR_URL: 'https://Edit.borl.ac.bd', EDITOR_AUTH_URL: 'https://auth.example.org'})).toEqual({
      url: 'https://edit.borl.ac.bd/',
      onSite: false,
      authUrl: 'https://auth.example.org',
      authScope: 'public_repo',
    });
    expect(() => editorHosting({EDITOR_URL: 'https://borl.ac.bd/admin/'})).toThrow(/^EDITOR_URL must be the editor's origin alone/);
    expect(() => editorHosting({EDITOR_URL: 'edit.borl.ac.bd'})).toThrow(/^EDITOR_URL must be an https:\/\/ address/);
    expect(() => editorHosting({EDITOR_AUTH_URL: 'http://auth.example.org'})).toThrow(/^EDITOR_AUTH_URL must be an https:\/\/ address/);
  });
});

describe('the editor configuration', () => {
  it('saves every change as a pull request', () => {
    expect(config.publish_mode).toBe('editorial_workflow');
  });

  it('edits every collection folder with its copies beside the entries on one screen, and the docs and both blogs with their Bengali copies where Docusaurus reads them', () => {
    // `7.md` and `7.bn.md`: the copies' layout the collections plugin reads (entryFiles.ts).
    expect(config.i18n).toEqual({structure: 'multiple_files', locales: Object.keys(localeConfigs), default_locale: defaultLocale, omit_default_locale_from_file_path: true});
    for (const name of fileCollections) {
      const folder = collections[name].entryFiles!.folder;
      expect(byFolder.get(`content/${folder}`)).toMatchObject({name, i18n: true});
    }
    expect(config.collections.filter((collection) => collection.folder?.startsWith('i18n/bn/borl-collections'))).toEqual([]);
    for (const folder of ['docs', 'blog/featured-articles', 'blog/expeditions']) {
      expect(byFolder.has(folder)).toBe(true);
    }
    for (const folder of ['docusaurus-plugin-content-docs/current', 'docusaurus-plugin-content-blog-featured-articles', 'docusaurus-plugin-content-blog-expeditions']) {
      expect(existsSync(path.join(siteDir, 'i18n/bn', folder))).toBe(true);
      expect(byFolder.get(`i18n/bn/${folder}`)?.extension).toBe('mdx');
    }
    // Every folder of content/ that holds entries is one of them.
    const entryFolders = fileCollections.map((name) => `content/${collections[name].entryFiles!.folder}`);
    expect(entryFolders.every((folder) => existsSync(path.join(siteDir, folder)))).toBe(true);
  });

  it.each(fileCollections)('%s: a field for every field of the schema, required as the schema requires, with its closed set, its relation and its image folder', (name) => {
    const schema = schemaOf(name);
    const variants = (schema.anyOf as (typeof schema)[] | undefined) ?? [schema];
    const properties = Object.assign({}, ...variants.map((variant) => variant.properties));
    const required = Object.keys(properties).filter((field) => variants.every((variant) => variant.required?.includes(field)));
    const {bodyField, translated} = collections[name].entryFiles!;
    const collection = byFolder.get(`content/${collections[name].entryFiles!.folder}`)!;
    const fields = new Map(collection.fields.map((field) => [field.name, field]));
    const expected = Object.keys(properties).filter((field) => field !== 'id' && field !== bodyField);
    expect([...fields.keys()].sort()).toEqual([...expected, 'position', ...(bodyField ? ['body'] : [])].sort());
    for (const field of expected) {
      expect({field, required: fields.get(field)!.required !== false}).toEqual({field, required: required.includes(field)});
      if (properties[field].enum) expect(fields.get(field)!.options).toEqual(properties[field].enum);
    }
    for (const [field, target] of Object.entries(relationFields[name] ?? {})) {
      expect(fields.get(field)).toMatchObject({widget: 'relation', collection: target, value_field: '{{slug}}'});
      expect(byFolder.get(`content/${collections[target].entryFiles!.folder}`)?.name).toBe(target);
    }
    const images = expected.filter((field) => fields.get(field)!.widget === 'image');
    for (const field of images) {
      expect(collection.public_folder).toBe(imageFolder(properties[field].pattern));
      expect(collection.media_folder).toBe(`/static${collection.public_folder}`);
    }
    // In Bengali, the fields a translation carries, none required there (what a copy leaves out stays English).
    const inEveryLocale = collection.fields.filter((field) => field.i18n === true);
    expect(inEveryLocale.map((field) => field.name).sort()).toEqual([...translated.filter((field) => fields.has(field)), ...(bodyField ? ['body'] : [])].sort());
    expect(inEveryLocale.every((field) => field.required === false || JSON.stringify(field.required) === JSON.stringify([defaultLocale]))).toBe(true);
    expect(collection.fields.filter((field) => field.i18n !== true).every((field) => field.i18n === undefined)).toBe(true);
  });

  it("links each entry with a page to its page, on the site or on the pull request's preview", () => {
    const both = editorConfig({repository: {...repository, github: 'borl-lab/website'}, authScope, siteRoot: 'https://borl.ac.bd/', siteDir, localePaths: {en: '', bn: 'bn/'}}) as typeof config;
    const preview = Object.fromEntries(both.collections.map((collection) => [collection.name, (collection as {preview_path?: string}).preview_path]));
    expect(preview).toMatchObject({
      people: `${detailPath('people', '{{slug}}').slice(1)}`,
      docs: '{{dirname}}/{{filename}}',
      docs_bn: 'bn/{{dirname}}/{{filename}}',
    });
    expect(preview['featured-articles']).toBe(`${listPath('featuredArticles').slice(1)}/{{fields.slug}}`);
    expect(preview.services).toBeUndefined();
  });

  it("edits each collection's review file, with the review keys of a doc's front matter", () => {
    const reviews = config.collections.find((collection) => collection.name === 'reviews') as unknown as {files: {name: string; file: string; fields: EditorField[]}[]};
    expect(reviews.files.map((entry) => entry.file)).toEqual(reviewFiles());
    expect(new Set(reviews.files.map((entry) => entry.name)).size).toBe(reviewFiles().length);
    const docFields = byFolder.get('docs')!.fields.map((field) => field.name);
    for (const entry of reviews.files) {
      expect(entry.fields.map((field) => field.name)).toEqual(['last_reviewed', 'reviewer', 'review_every']);
      expect(entry.fields.every((field) => docFields.includes(field.name))).toBe(true);
    }
  });

  it('edits the text of docs and posts as written, so MDX components survive', () => {
    for (const folder of ['docs', 'blog/featured-articles', 'i18n/bn/docusaurus-plugin-content-docs/current']) {
      expect(byFolder.get(folder)!.fields.find((field) => field.name === 'body')).toMatchObject({widget: 'markdown', modes: ['raw']});
    }
  });
});

describe('the editor in a build', () => {
  it('writes its page, configuration and script when the build names a GitHub repository, and a set-up note when not', () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'editor-'));
    writeEditor(outDir, siteDir, 'https://borl.ac.bd/borl/', {repository});
    const page = readFileSync(path.join(outDir, 'admin/index.html'), 'utf8');
    expect(page).toContain('<script src="/borl/admin/sveltia-cms.js"></script>');
    expect(page).toContain('href="/borl/admin/config.yml"');
    expect(page).toContain('<meta name="robots" content="noindex">');
    expect(existsSync(path.join(outDir, 'admin/sveltia-cms.js'))).toBe(true);
    const written = yaml.load(readFileSync(path.join(outDir, 'admin/config.yml'), 'utf8')) as {backend: {repo: string}; site_url: string};
    expect(written).toMatchObject({backend: {repo: 'borl-lab/website'}, site_url: 'https://borl.ac.bd/borl'});
    const bare = mkdtempSync(path.join(tmpdir(), 'editor-'));
    writeEditor(bare, siteDir, 'https://borl.ac.bd/', {});
    expect(readFileSync(path.join(bare, 'admin/index.html'), 'utf8')).toContain('REPOSITORY_URL');
    expect(existsSync(path.join(bare, 'admin/config.yml'))).toBe(false);
  });

  it('with an origin of its own, writes the editor apart from the site, whose /admin/ only points there', () => {
    const outDir = path.join(mkdtempSync(path.join(tmpdir(), 'editor-')), 'build');
    const editor = editorHosting({DEPLOY_ENV: 'production', EDITOR_URL: 'https://edit.borl.ac.bd', EDITOR_AUTH_URL: 'https://auth.example.org'});
    writeEditor(outDir, siteDir, 'https://borl.ac.bd/', {repository, editor}, {logo: 'img/logo/borl.svg'});
    // The public site: one page, no script, sending the visitor to the editor's origin.
    expect(readdirSync(path.join(outDir, 'admin'))).toEqual(['index.html']);
    const moved = readFileSync(path.join(outDir, 'admin/index.html'), 'utf8');
    expect(moved).toContain('<meta http-equiv="refresh" content="0; url=https://edit.borl.ac.bd/">');
    expect(moved).not.toMatch(/<script/);
    // The editor's origin: the editor at its root, its logo, and headers of its own.
    const own = editorOutDir(outDir);
    expect(own).toBe(`${outDir}-editor`);
    expect(readFileSync(path.join(own, 'index.html'), 'utf8')).toContain('<script src="/sveltia-cms.js"></script>');
    expect(existsSync(path.join(own, 'sveltia-cms.js'))).toBe(true);
    const written = yaml.load(readFileSync(path.join(own, 'config.yml'), 'utf8')) as {backend: Record<string, unknown>; site_url: string; logo: {src: string}};
    expect(written).toMatchObject({backend: {repo: 'borl-lab/website', base_url: 'https://auth.example.org', auth_scope: 'public_repo'}, site_url: 'https://borl.ac.bd'});
    expect(existsSync(path.join(own, written.logo.src))).toBe(true);
    const headers = headersForPath(parseHeadersFile(readFileSync(path.join(own, '_headers'), 'utf8')), '/config.yml');
    expect(headers).toMatchObject({
      'content-security-policy': editorPolicy('https://auth.example.org', 'header'),
      'cross-origin-opener-policy': 'same-origin-allow-popups',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-robots-tag': 'noindex',
    });
    expect(readFileSync(path.join(own, 'robots.txt'), 'utf8')).toMatch(/^Disallow: \/$/m);
  });

  it('in a production build without an origin for it, writes no editor, and /admin/ names the missing setting', () => {
    const outDir = path.join(mkdtempSync(path.join(tmpdir(), 'editor-')), 'build');
    writeEditor(outDir, siteDir, 'https://borl.ac.bd/', {repository, editor: editorHosting({DEPLOY_ENV: 'production'})});
    expect(readdirSync(path.join(outDir, 'admin'))).toEqual(['index.html']);
    expect(readFileSync(path.join(outDir, 'admin/index.html'), 'utf8')).toContain('EDITOR_URL');
    expect(existsSync(editorOutDir(outDir))).toBe(false);
  });
});

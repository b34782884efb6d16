/**
 * @jest-environment node
 */
/** The web editor's configuration: every content folder, both languages, pull-request saves, fields that match the schemas. */
import {existsSync, mkdtempSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import yaml from 'js-yaml';
import {z} from '@site/src/data/zod';
import {collections, detailPath, listPath} from '@site/src/collections';
import {contentRepository, editUrl} from '@site/src/config/repository';
import {fileSchemas, type FileCollectionName} from '@site/plugins/collections/entryFiles';
import {editorConfig, imageFolder, relationFields, type EditorField} from '@site/plugins/site-files/editor';
import {writeEditor} from '@site/plugins/site-files';

type EditorCollection = {name: string; folder: string; fields: EditorField[]; media_folder?: string; public_folder?: string; extension?: string};

const siteDir = path.join(__dirname, '../..');
const repository = contentRepository({REPOSITORY_URL: 'https://github.com/borl-lab/website/', REPOSITORY_BRANCH: 'live'})!;
const config = editorConfig({repository: {...repository, github: repository.github!}, siteRoot: 'https://borl.ac.bd/', siteDir}) as {
  backend: Record<string, unknown>;
  publish_mode: string;
  collections: EditorCollection[];
};
const byFolder = new Map(config.collections.map((collection) => [collection.folder, collection]));
const fileCollections = (Object.keys(fileSchemas) as FileCollectionName[]).filter((name) => collections[name].entryFiles);
const schemaOf = (name: FileCollectionName) => z.toJSONSchema(fileSchemas[name], {io: 'input', unrepresentable: 'any'}) as {properties?: Record<string, {enum?: unknown[]; pattern?: string}>; required?: string[]; anyOf?: unknown[]};

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
    const withProxy = editorConfig({repository: {...repository, github: 'borl-lab/website'}, authUrl: 'https://auth.example.org', siteRoot: 'https://borl.ac.bd/', siteDir}) as {backend: Record<string, unknown>};
    expect(withProxy.backend).toMatchObject({base_url: 'https://auth.example.org', auth_methods: ['oauth', 'token']});
  });
});

describe('the editor configuration', () => {
  it('saves every change as a pull request', () => {
    expect(config.publish_mode).toBe('editorial_workflow');
  });

  it('edits every collection folder, the docs and both blogs, each beside its Bengali copies where the site reads them', () => {
    for (const name of fileCollections) {
      const folder = collections[name].entryFiles!.folder;
      expect(byFolder.get(`content/${folder}`)?.name).toBe(name);
      expect(byFolder.get(`i18n/bn/borl-collections/${folder}`)?.name).toBe(`${name}_bn`);
    }
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
    const variants = (schema.anyOf as typeof schema[] | undefined) ?? [schema];
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
    // The Bengali copy offers the fields a translation carries, none of them required.
    const copy = byFolder.get(`i18n/bn/borl-collections/${collections[name].entryFiles!.folder}`)!;
    expect(copy.fields.map((field) => field.name).sort()).toEqual([...translated.filter((field) => fields.has(field)), ...(bodyField ? ['body'] : [])].sort());
    expect(copy.fields.every((field) => field.required === false)).toBe(true);
  });

  it('links each entry with a page to its page, on the site or on the pull request\'s preview', () => {
    const both = editorConfig({repository: {...repository, github: 'borl-lab/website'}, siteRoot: 'https://borl.ac.bd/', siteDir, localePaths: {en: '', bn: 'bn/'}}) as typeof config;
    const preview = Object.fromEntries(both.collections.map((collection) => [collection.name, (collection as {preview_path?: string}).preview_path]));
    expect(preview).toMatchObject({people: `${detailPath('people', '{{slug}}').slice(1)}`, people_bn: `bn/${detailPath('people', '{{slug}}').slice(1)}`, docs: '{{dirname}}/{{filename}}', docs_bn: 'bn/{{dirname}}/{{filename}}'});
    expect(preview['featured-articles']).toBe(`${listPath('featuredArticles').slice(1)}/{{fields.slug}}`);
    expect(preview.services).toBeUndefined();
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
});

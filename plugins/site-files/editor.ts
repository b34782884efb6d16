/**
 * The web editor: Sveltia CMS (a Git-based content editor, the successor of
 * Netlify/Decap CMS) over the content repository on GitHub. An editor signs in with GitHub, edits
 * an entry in a form, and saves it; with the editorial workflow every save goes to a branch with
 * a pull request, which "Publish" merges. Nothing is committed to the main branch directly.
 *
 * The configuration is derived, never written by hand:
 * - one collection per folder of collection entries (`src/collections.ts`), its fields from the
 *   collection's zod schema (`fileSchemas`); one screen edits an entry and its copies beside it
 *   (`content/<folder>/<id>.bn.md`), the fields a translation carries in every language;
 * - the docs, the blog posts and their Bengali copies, with their front matter;
 * - the repository and branch from the same setting as the docs' edit links, and where the
 *   editor runs and the OAuth scope it asks for (`src/config/repository.ts`).
 * The site-files plugin writes the editor's page, its `config.yml` and its script (copied from the
 * `@sveltia/cms` package) for the origin it runs on: its own (`EDITOR_URL`), into a folder beside
 * the site's ({@link editorOutDir}), published as a site of its own; or, in a build that names
 * no such origin and is not the production deployment, the site's `/admin/`. Public pages load
 * nothing of it.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {z} from '../../src/data/zod';
import {collections, detailPath, listPath} from '../../src/collections';
import type {ContentRepository, EditorAuthScope} from '../../src/config/repository';
import {defaultLocale, localeConfigs} from '../../src/config/locales';
import {linkIdForPath, linkLabel, navigation} from '../../src/navigation';
import {expeditionBlog} from '../../src/data/expeditionBlog';
import {featuredArticlesBlog, featuredArticlesBlogId} from '../../src/data/featuredArticles';
import {site} from '../../src/data/site';
import {englishFolder, fileSchemas, localizedFolder, reviewFiles, type FileCollectionName} from '../collections/entryFiles';

/** The editor's name, on its sign-in screen and its tab. */
export const editorTitle = `${site.shortName} content editor`;

/** The folder of the editor under the site's root (or, when it has an origin of its own, of the page that points there). */
export const editorFolder = 'admin';

/**
 * The folder the build writes the editor into when it has an origin of its own: beside the
 * site's output folder (`build` → `build-editor`), published to the editor's origin alone.
 */
export function editorOutDir(siteOutDir: string): string {
  return `${siteOutDir.replace(/[\\/]+$/, '')}-editor`;
}

/** The editor's script in the `@sveltia/cms` package, and the chunk it loads beside it. */
export const editorScripts = ['dist/sveltia-cms.js', 'dist/chunks/react-dom.js'] as const;

/** The outside origins the editor's page talks to (its policy allows them; the sign-in proxy comes from the build). */
export const editorOrigins = {
  githubApi: 'https://api.github.com',
  // GitHub's status page: the editor warns when GitHub has an incident.
  githubStatus: 'https://www.githubstatus.com',
  avatars: 'https://avatars.githubusercontent.com',
  // The editor's interface fonts and icons (Material Symbols), from the Fontsource CDN.
  fonts: 'https://cdn.jsdelivr.net',
  // The editor asks the package registry's CDN, hourly, whether a newer version exists.
  updates: 'https://unpkg.com',
} as const;

/** A JSON Schema node as zod writes it (`z.toJSONSchema`), the parts the editor reads. */
type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};

/** One field of the editor's configuration (Sveltia CMS's field options). */
export type EditorField = {name: string; label: string; widget: string; required?: boolean | string[]; [option: string]: unknown};

/**
 * Fields that name entries of another collection, by the collection they are in: the editor
 * offers a searchable list of those entries and writes their ids.
 */
export const relationFields: Partial<Record<FileCollectionName, Record<string, FileCollectionName>>> = {
  leadership: {personId: 'people'},
  events: {people: 'people'},
  cruises: {participants: 'people', programs: 'programs'},
  datasets: {cruise: 'cruises', creators: 'people'},
  programs: {researchAreas: 'researchAreas', people: 'people'},
};

/**
 * A collection's label in the editor: the menu label of the page that lists it (Our People,
 * Cruise Planning), in English, the editor's language; the home page's carousel is named as such.
 */
function collectionLabel(name: FileCollectionName): string {
  return name === 'homeCarousel' ? 'Home page carousel' : linkLabel(navigation, linkIdForPath(collections[name].listPath));
}

/** Labels that say more than the field's name. */
const fieldLabels: Record<string, string> = {
  img: 'Image',
  imgAlt: 'What the image shows',
  alt: 'What the image shows',
  personId: 'Person',
  profileUrl: 'Profile address',
  url: 'Address',
  detailsLink: 'Faculty profile',
  titleLang: 'Language of the title (bn for Bengali)',
  depthM: 'Depth (m)',
  lat: 'Latitude (°N)',
  lng: 'Longitude (°E)',
};

/** `detailsLink` → `Details link`, unless {@link fieldLabels} has a better one. */
function label(name: string): string {
  if (fieldLabels[name]) return fieldLabels[name];
  const words = name
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The field that names an entry in lists: the first of these its schema requires. */
function titleField(schema: JsonSchema): string {
  return ['name', 'title', 'caption', 'role'].find((field) => schema.required?.includes(field)) ?? 'id';
}

/** The variants of a union merged into one object schema: every property, required only where every variant requires it. */
function mergedVariants(variants: readonly JsonSchema[]): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const variant of variants) {
    for (const [name, property] of Object.entries(variant.properties ?? {})) {
      const seen = properties[name];
      properties[name] =
        seen && (seen.const !== undefined || seen.enum) && property.const !== undefined ? {type: 'string', enum: [...(seen.enum ?? [seen.const]), property.const]} : (seen ?? property);
    }
  }
  const required = Object.keys(properties).filter((name) => variants.every((variant) => variant.required?.includes(name)));
  return {type: 'object', properties, required};
}

/** A schema node without its union: an object union merged, a union of scalars as its first member (ids: text). */
function resolved(schema: JsonSchema): JsonSchema {
  const variants = schema.anyOf ?? schema.oneOf;
  if (!variants) {
    return schema;
  }
  if (variants.every((variant) => variant.type === 'object')) {
    return mergedVariants(variants);
  }
  return {type: 'string', pattern: variants.find((variant) => variant.pattern)?.pattern};
}

/** The folder under `static/` an image path pattern points into (`^\/img\/people\/[\w-]+…` → `/img/people`). */
export function imageFolder(pattern: string): string | undefined {
  const literal = /^\^((?:\\\/[\w-]+)+)\\\//.exec(pattern)?.[1];
  return literal?.replace(/\\\//g, '/');
}

/**
 * Where an image field's folder is kept until its collection takes it as the collection's media
 * folder (a field's own `media_folder` is not honoured by the editor for every collection).
 */
const imageFolderKey = 'x-image-folder';

/**
 * The one folder under `static/` the image fields of `fields` (at any depth) upload into, taken
 * out of the fields.
 *
 * @throws Error when two image fields of one collection point into different folders
 */
function takeImageFolder(fields: EditorField[]): string | undefined {
  const folders = new Set<string>();
  const visit = (list: EditorField[]) => {
    for (const field of list) {
      const folder = field[imageFolderKey];
      if (typeof folder === 'string') folders.add(folder);
      delete field[imageFolderKey];
      if (Array.isArray(field.fields)) visit(field.fields as EditorField[]);
    }
  };
  visit(fields);
  if (folders.size > 1) {
    throw new Error(`editor: one collection's images go to ${[...folders].join(' and ')}; the editor has one media folder per collection`);
  }
  return [...folders][0];
}

/**
 * The editor's field for one property of a collection's schema: a select list for a closed set,
 * a relation for an id of another collection, a date picker for a date, an image upload for an
 * image path (into the folder the schema allows), a number, a list or a group of sub-fields.
 */
export function editorField(name: string, node: JsonSchema, required: boolean, relations: Record<string, FileCollectionName> = {}): EditorField {
  const schema = resolved(node);
  const base = {name, label: label(name), ...(required ? {} : {required: false})};
  const relation = relations[name];
  if (relation) {
    const target = z.toJSONSchema(fileSchemas[relation], {io: 'input', unrepresentable: 'any'}) as JsonSchema;
    const display = titleField(resolved(target));
    return {
      ...base,
      widget: 'relation',
      collection: relation,
      value_field: '{{slug}}',
      search_fields: [display],
      display_fields: [display],
      ...(schema.type === 'array' ? {multiple: true} : {}),
    };
  }
  if (schema.enum) {
    return {...base, widget: 'select', options: schema.enum};
  }
  if (schema.type === 'array') {
    const items = resolved(schema.items ?? {});
    if (items.enum) {
      return {...base, widget: 'select', multiple: true, options: items.enum};
    }
    if (items.type === 'object') {
      return {...base, widget: 'list', fields: objectFields(items, {})};
    }
    return {...base, widget: 'list'};
  }
  if (schema.type === 'object') {
    return {...base, widget: 'object', fields: objectFields(schema, {})};
  }
  if (schema.type === 'number' || schema.type === 'integer') {
    return {
      ...base,
      widget: 'number',
      value_type: schema.type === 'integer' ? 'int' : 'float',
      ...(schema.minimum !== undefined ? {min: schema.minimum} : {}),
      ...(schema.maximum !== undefined ? {max: schema.maximum} : {}),
    };
  }
  if (schema.type === 'boolean') {
    return {...base, widget: 'boolean'};
  }
  const pattern = schema.pattern ?? '';
  const folder = imageFolder(pattern);
  if (folder?.startsWith('/img')) {
    return {...base, widget: 'image', choose_url: false, [imageFolderKey]: folder};
  }
  if (schema.format === 'date' || pattern === '^\\d{4}-\\d{2}-\\d{2}$') {
    return {...base, widget: 'datetime', type: 'date', format: 'YYYY-MM-DD'};
  }
  if (schema.format === 'uri' || schema.format === 'email') {
    return {...base, widget: 'string', type: schema.format === 'uri' ? 'url' : 'email'};
  }
  return {...base, widget: 'string', ...(pattern ? {pattern: [pattern, `must match ${pattern}`]} : {})};
}

/** The fields of an object schema, in the schema's order. */
function objectFields(schema: JsonSchema, relations: Record<string, FileCollectionName>, leaveOut: readonly string[] = []): EditorField[] {
  return Object.entries(schema.properties ?? {})
    .filter(([name]) => !leaveOut.includes(name))
    .map(([name, property]) => editorField(name, property, schema.required?.includes(name) ?? false, relations));
}

/** The body of an entry file, or of a doc or post (MDX: edited as text, so components stay as written). */
function bodyField(name: string, mdx: boolean): EditorField {
  return mdx
    ? {name: 'body', label: 'Text (MDX)', widget: 'markdown', modes: ['raw']}
    : {name: 'body', label: label(name), widget: 'markdown', buttons: ['bold', 'italic', 'link'], editor_components: [], modes: ['rich_text', 'raw']};
}

/** Where each locale's pages start below the site's root: `''` for the default locale, `bn/`. */
export type LocalePaths = Record<string, string>;

/**
 * An entry's preview address below the site's root (the editor puts the site's address, or the
 * pull request's preview, in front of it), in a locale the build knows; none without a page.
 */
function previewPath(localePaths: LocalePaths, locale: string, sitePath: string | undefined | false): {preview_path?: string} {
  const prefix = localePaths[locale];
  return sitePath && prefix !== undefined ? {preview_path: `${prefix}${sitePath.replace(/^\//, '')}`} : {};
}

/**
 * The i18n set-up of the collections kept as files (Sveltia CMS's `i18n`): each locale's copy of
 * an entry beside its English file (`multiple_files`, the English file without a locale in its
 * name: `7.md`, `7.bn.md`), so one screen edits an entry in every language.
 */
export function entryI18n(): Record<string, unknown> {
  return {structure: 'multiple_files', locales: Object.keys(localeConfigs), default_locale: defaultLocale, omit_default_locale_from_file_path: true};
}

/**
 * A collection's entries as the editor shows them: one screen per entry with its English file
 * and its copies in the other locales ({@link entryI18n}); the fields a translation carries
 * (`translated`, and the body) are edited in every locale, the others in English alone.
 */
function entryCollection(name: FileCollectionName, localePaths: LocalePaths): Record<string, unknown> {
  const {entryFiles, detailView} = collections[name] as {entryFiles: {folder: string; bodyField?: string; translated: readonly string[]}; detailView?: string};
  const schema = resolved(z.toJSONSchema(fileSchemas[name], {io: 'input', unrepresentable: 'any'}) as JsonSchema);
  const properties = schema.properties ?? {};
  const idPattern = properties.id?.pattern ?? '^[A-Za-z0-9_-]+$';
  const body = entryFiles.bodyField;
  const translated = new Set([...entryFiles.translated, ...(body ? ['body'] : [])]);
  // A translated field is required in English only: what a copy leaves out stays English.
  const inLocales = (field: EditorField): EditorField => (translated.has(field.name) ? {...field, i18n: true, ...(field.required === false ? {} : {required: [defaultLocale]})} : field);
  const fields = [
    ...objectFields(schema, relationFields[name] ?? {}, ['id', ...(body ? [body] : [])]),
    {name: 'position', label: 'Position in the list', widget: 'number', value_type: 'int', required: false},
    ...(body ? [bodyField(body, false)] : []),
  ].map(inLocales);
  const mediaFolder = takeImageFolder(fields);
  const title = titleField(schema);
  return {
    name,
    label: collectionLabel(name),
    folder: englishFolder(entryFiles.folder),
    extension: 'md',
    format: 'frontmatter',
    i18n: true,
    identifier_field: title,
    slug: {editable: ['create'], hint: "The entry's id: its file name and the last part of its page's address.", pattern: [idPattern, `Letters and digits as ${idPattern}`]},
    summary: `{{${title}}} ({{slug}})`,
    // The English page: the editor's preview link is one per entry.
    ...previewPath(localePaths, defaultLocale, detailView && detailPath(name, '{{slug}}')),
    ...(mediaFolder ? {media_folder: `/static${mediaFolder}`, public_folder: mediaFolder} : {}),
    fields,
  };
}

/** The review fields every doc carries (`src/utils/contentReview.ts`). */
const reviewFields: EditorField[] = [
  {name: 'last_reviewed', label: 'Last reviewed', widget: 'datetime', type: 'date', format: 'YYYY-MM-DD'},
  {name: 'reviewer', label: 'Reviewer', widget: 'string'},
  {name: 'review_every', label: 'Review every (months)', widget: 'number', value_type: 'int', min: 1, max: 60},
];

/**
 * The review file of every collection (`reviewFiles`), one screen each, under "Review dates":
 * when the entries of its folder were last checked as a whole, by whom, and how often.
 */
function reviewCollection(): Record<string, unknown> {
  return {
    name: 'reviews',
    label: 'Review dates',
    description: 'When the entries of each collection were last checked as a whole, by whom, and how many months until the next check (npm run content:review lists those due).',
    files: reviewFiles().map((file) => {
      const folder = file.split('/')[1]!;
      return {name: `review_${folder.replace(/-/g, '_')}`, label: folder.replace(/-/g, ' ').replace(/^./, (letter) => letter.toUpperCase()), file, fields: reviewFields};
    }),
  };
}

/** The featured articles' tags: the keys of the blog's `tags.yml`. */
function blogTags(siteDir: string): string[] {
  return Object.keys(yaml.load(readFileSync(path.join(siteDir, featuredArticlesBlog.path, 'tags.yml'), 'utf8')) as Record<string, unknown>);
}

/** The docs and both blogs, each in English, then in its copies in each other locale. */
function pageCollections(siteDir: string, localePaths: LocalePaths, locales: readonly string[]): Record<string, unknown>[] {
  const language = (locale: string) => localeConfigs[locale]?.label ?? locale;
  const docFields: EditorField[] = [
    {name: 'title', label: 'Title (also the menu label)', widget: 'string'},
    {name: 'description', label: 'Description (70 to 160 characters)', widget: 'text'},
    ...reviewFields,
    bodyField('body', true),
  ];
  const people = {widget: 'relation', collection: 'people', value_field: '{{slug}}', search_fields: ['name'], display_fields: ['name'], multiple: true};
  const cruises = {widget: 'relation', collection: 'cruises', value_field: '{{slug}}', search_fields: ['name'], display_fields: ['name'], multiple: true, required: false};
  const postFields = (tags: boolean): EditorField[] => [
    {name: 'slug', label: 'Address (the last part)', widget: 'string'},
    {name: 'title', label: 'Title', widget: 'string'},
    {name: 'description', label: 'Teaser (70 to 160 characters)', widget: 'text'},
    {name: 'date', label: 'Date', widget: 'datetime', type: 'date', format: 'YYYY-MM-DD'},
    {name: 'people', label: 'Authors', ...people},
    {name: 'cruises', label: 'Cruises', ...cruises},
    ...(tags
      ? [
          {name: 'tags', label: 'Tags', widget: 'select', multiple: true, options: blogTags(siteDir)},
          {name: 'image', label: 'Image (1200 × 800)', widget: 'image', choose_url: false},
          {name: 'image_alt', label: 'What the image shows', widget: 'string'},
        ]
      : []),
    bodyField('body', true),
  ];
  const page = (fields: EditorField[]) => ({extension: 'mdx', format: 'frontmatter', fields});
  const blogs = [
    {id: featuredArticlesBlogId, folder: featuredArticlesBlog.path, label: featuredArticlesBlog.title, tags: true, route: listPath('featuredArticles')},
    {id: expeditionBlog.id, folder: expeditionBlog.path, label: expeditionBlog.title, tags: false, route: expeditionBlog.routeBasePath},
  ];
  // A doc's address is its path below docs/ (routeBasePath '/'); a post's, its `slug`.
  const docs = {nested: {depth: 6}, create: false, delete: false, ...page(docFields)};
  return [
    {name: 'docs', label: 'Pages', folder: 'docs', ...previewPath(localePaths, defaultLocale, '{{dirname}}/{{filename}}'), ...docs},
    ...locales.map((locale) => ({
      name: `docs_${locale}`,
      label: `Pages (${language(locale)})`,
      folder: localizedFolder(locale, 'docusaurus-plugin-content-docs', 'default', 'current'),
      ...previewPath(localePaths, locale, '{{dirname}}/{{filename}}'),
      ...docs,
    })),
    ...blogs.flatMap((blog) => [
      {
        name: blog.id,
        label: blog.label,
        folder: blog.folder,
        slug: {editable: ['create'], hint: 'The file name, such as 10-mangrove-survey'},
        ...previewPath(localePaths, defaultLocale, `${blog.route}/{{fields.slug}}`),
        ...(blog.tags ? {media_folder: '/static/img/articles', public_folder: '/img/articles'} : {}),
        ...page(postFields(blog.tags)),
      },
      ...locales.map((locale) => ({
        name: `${blog.id}_${locale}`,
        label: `${blog.label} (${language(locale)})`,
        folder: localizedFolder(locale, 'docusaurus-plugin-content-blog', blog.id),
        slug: {editable: ['create'], hint: 'The file name of the English post this translates'},
        ...previewPath(localePaths, locale, `${blog.route}/{{fields.slug}}`),
        ...page(postFields(blog.tags)),
      })),
    ]),
  ];
}

/** What the editor's configuration is made from. */
export type EditorSettings = {
  /** The content repository; the editor needs one on GitHub. */
  repository: ContentRepository & {github: string};
  /** Address of the OAuth proxy that signs editors in with GitHub; without it, editors sign in with a GitHub token. */
  authUrl?: string;
  /** The OAuth scope the editor asks GitHub for. */
  authScope: EditorAuthScope;
  /** The public address of the site's root, ending in `/` (`https://borl.ac.bd/`). */
  siteRoot: string;
  /** Where each locale built starts below the root (preview links); a locale not built has none. */
  localePaths?: LocalePaths;
  /** The laboratory's logo, the sign-in screen's and the tab's, as the editor's page loads it (`/admin/img/logo/borl.svg`). */
  logo?: string;
  /** The site's folder (for the blog's tags). */
  siteDir: string;
};

/**
 * The editor's configuration (`admin/config.yml`, Sveltia CMS's format): the GitHub backend
 * with the editorial workflow, media in `static/img/`, and every collection (see the module
 * comment), English first, each followed by its copies in the other locales.
 */
export function editorConfig({repository, authUrl, authScope, siteRoot, siteDir, localePaths = {[defaultLocale]: ''}, logo}: EditorSettings): Record<string, unknown> {
  const locales = Object.keys(localeConfigs).filter((locale) => locale !== defaultLocale);
  const names = (Object.keys(fileSchemas) as FileCollectionName[]).filter((name) => collections[name].entryFiles);
  return {
    app_title: editorTitle,
    ...(logo ? {logo: {src: logo}} : {}),
    backend: {
      name: 'github',
      repo: repository.github,
      branch: repository.branch,
      ...(authUrl ? {base_url: authUrl} : {}),
      auth_methods: authUrl ? ['oauth', 'token'] : ['token'],
      auth_scope: authScope,
    },
    publish_mode: 'editorial_workflow',
    site_url: siteRoot.replace(/\/$/, ''),
    media_folder: 'static/img/uploads',
    public_folder: '/img/uploads',
    output: {omit_empty_optional_fields: true},
    i18n: entryI18n(),
    collections: [...names.map((name) => entryCollection(name, localePaths)), ...pageCollections(siteDir, localePaths, locales), reviewCollection()],
  };
}

/**
 * The editor's page: its script and its configuration, by absolute path (the page may be served
 * as `/admin` or `/admin/`), and no search engine indexing.
 *
 * @param editorPath the editor's folder with the base URL, ending in `/` (`/borl/admin/`)
 */
export function editorPage(editorPath: string, contentSecurityPolicy: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy.replace(/"/g, '&quot;')}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${editorTitle}</title>
<link href="${editorPath}config.yml" type="application/yaml" rel="cms-config-url">
</head>
<body>
<script src="${editorPath}sveltia-cms.js"></script>
</body>
</html>
`;
}

/** The build setting a build without the editor lacks: a repository on GitHub, or the editor's own origin. */
export type MissingEditorSetting = 'REPOSITORY_URL' | 'EDITOR_URL';

/** Why the editor is not set up, and how to set it up, for each {@link MissingEditorSetting}. */
const missingEditorSettingTexts: Record<MissingEditorSetting, string> = {
  REPOSITORY_URL: 'This build names no repository on GitHub. Build the site with <code>REPOSITORY_URL=https://github.com/&lt;owner&gt;/&lt;name&gt;</code> (see EDITING.md).',
  EDITOR_URL:
    "The production site does not run the editor on its own address, where its GitHub token would sit beside every public page's scripts. Build the site with <code>EDITOR_URL</code>, the editor's own address, and publish the editor there (see EDITING.md).",
};

/** The page shown at `/admin/` when the build has no editor: it says which setting is missing. */
export function editorMissingPage(missing: MissingEditorSetting = 'REPOSITORY_URL'): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${editorTitle}</title>
<style>body{font:1rem/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem}code{overflow-wrap:anywhere}</style>
</head>
<body>
<h1>The content editor is not set up</h1>
<p>${missingEditorSettingTexts[missing]}</p>
</body>
</html>
`;
}

/**
 * The page at the site's `/admin/` when the editor has an origin of its own: it sends the
 * visitor there at once (and links there, for a browser that does not follow the refresh). It
 * runs no script, so the site's own policy covers it.
 *
 * @param editorUrl the editor's origin, ending in `/`
 */
export function editorMovedPage(editorUrl: string): string {
  const href = editorUrl.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="refresh" content="0; url=${href}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${editorTitle}</title>
<link rel="canonical" href="${href}">
</head>
<body>
<p>The content editor has moved to <a href="${href}">${href}</a>.</p>
</body>
</html>
`;
}

/** The editor origin's `robots.txt`: nothing there is for search engines. */
export const editorRobotsTxt = 'User-agent: *\nDisallow: /\n';

/**
 * The editor page's Content-Security-Policy: its own script and configuration, the GitHub API
 * and the sign-in proxy, avatars, the interface fonts, and images and previews the editor
 * makes in the browser (`blob:`, `data:`).
 */
export function editorPolicy(authUrl: string | undefined, delivery: 'header' | 'meta'): string {
  const auth = authUrl ? [new URL(authUrl).origin] : [];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', editorOrigins.avatars]],
    ['font-src', ["'self'", editorOrigins.fonts]],
    ['connect-src', ["'self'", 'blob:', 'data:', editorOrigins.githubApi, editorOrigins.githubStatus, editorOrigins.updates, ...auth]],
    ['media-src', ["'self'", 'blob:']],
    ['frame-src', ["'self'", 'blob:']],
    ['worker-src', ["'self'", 'blob:']],
    // The editor installs as an app, with a manifest it writes in the browser.
    ['manifest-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ...(delivery === 'header' ? ([['frame-ancestors', ["'none'"]]] as [string, string[]][]) : []),
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

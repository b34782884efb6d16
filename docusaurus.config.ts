import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import {site} from './src/data/site';
import {currentLocale, defaultLocale, fontHeadTags, localeConfigs, siteLocales} from './src/config/locales';
import {siteInLocale} from './src/config/siteInLocale';
import {searchPagePath} from './src/search/pagefind';
import {expeditionBlog as expeditionBlogInfo} from './src/data/expeditionBlog';
import {featuredArticlesBlog, featuredArticlesBlogId} from './src/data/featuredArticles';
import {listPath, pagesShownElsewhere} from './src/collections';
import {ssrTemplate} from './src/config/ssrTemplate';
import {emailJsConfigForBuild} from './src/config/emailJs';
import {contentRepository, editorHosting, editUrl} from './src/config/repository';
import {buildYear} from './plugins/site-files/globalData';
import {feedLanguageOptions, feedTexts} from './plugins/blog';
import {sitePath} from './plugins/search';
import {offlinePagePath, serviceWorkerPath} from './src/offline/routes';
import remarkImagePaths from './plugins/remark/imagePaths';

/** Public origin of the site; override with SITE_URL for a preview deployment. */
const SITE_URL = process.env.SITE_URL || site.url;
/** Base path the site is served under; override with BASE_URL when hosted in a sub-folder. */
const BASE_URL = process.env.BASE_URL || '/';
/**
 * Locales to build (`src/config/locales.ts`), default locale first: English at `/`, Bengali at `/bn/`.
 * Override with SITE_LOCALES (for example `en` for a quicker English-only build); a page without
 * a Bengali translation shows the English text with a notice.
 */
const LOCALES = siteLocales(process.env.SITE_LOCALES);
/** The default locale, served at the base URL itself. */
const DEFAULT_LOCALE = defaultLocale;
/** The locale Docusaurus is loading this configuration for (it loads it once per locale). */
const CURRENT_LOCALE = currentLocale(process.env.DOCUSAURUS_CURRENT_LOCALE);

/**
 * Rsdoctor's bundle analysis (`npm run analyze`), only when ANALYZE=1: the normal build, the
 * tests and CI never load it. Only the bundle feature is on (no loader or plugin timings), no
 * browser report is served, and the data goes to `.rsdoctor/` at the site root
 * (`scripts/bundle-report.ts` reads it).
 */
const rsdoctorPlugins: Config['plugins'] = process.env.ANALYZE === '1' ? [['@docusaurus/plugin-rsdoctor', {rsdoctorOptions: {features: ['bundle'], disableClientServer: true, reportDir: '.'}}]] : [];

/**
 * The content repository (REPOSITORY_URL, REPOSITORY_BRANCH): docs link 'Edit this page' to it
 * and the web editor at /admin/ proposes changes to it; without it docs have no edit link.
 */
const REPOSITORY = contentRepository(process.env);

/**
 * Where the web editor runs and how editors sign in (EDITOR_URL, EDITOR_AUTH_URL,
 * EDITOR_AUTH_SCOPE): on its own origin when EDITOR_URL names one; a production build without it
 * runs no editor (and says so at /admin/).
 */
const EDITOR = editorHosting(process.env);
if (REPOSITORY?.github && !EDITOR.url && !EDITOR.onSite && CURRENT_LOCALE === DEFAULT_LOCALE) {
  console.warn('[editor] EDITOR_URL not set: a production build does not run the web editor on the public site, so /admin/ only says how to set it up (EDITING.md, "Setting up the editor").');
}

/**
 * Options every blog instance of the site shares (featured articles, the expedition blog):
 * authors only from Our People (a post lists them by person id in `people`; see
 * `plugins/blog/authors.ts`), tags only from each blog's `tags.yml`, a truncate marker in every
 * post, RSS and Atom feeds in the language of the locale built.
 */
const blogDefaults = {
  tags: 'tags.yml',
  onInlineAuthors: 'throw',
  onInlineTags: 'throw',
  onUntruncatedBlogPosts: 'throw',
  showReadingTime: true,
  // A component's image (`<Figure src="/img/…">`) must be a file under static/.
  beforeDefaultRemarkPlugins: [[remarkImagePaths, {siteDir: __dirname}]],
  postsPerPage: 'ALL',
  blogSidebarCount: 'ALL',
  feedOptions: {
    type: ['rss', 'atom'],
    // The locale's language tag and a copyright line in its words and digits.
    ...feedLanguageOptions(__dirname, CURRENT_LOCALE, DEFAULT_LOCALE, buildYear(Date.now())),
  },
} satisfies BlogOptions;

/** The expedition blog: the second blog instance, shown with the what-we-do side menu. */
const expeditionBlog = {
  ...blogDefaults,
  id: expeditionBlogInfo.id,
  path: expeditionBlogInfo.path,
  routeBasePath: expeditionBlogInfo.routeBasePath,
  blogTitle: expeditionBlogInfo.title,
  blogDescription: expeditionBlogInfo.description,
  // Expedition posts carry no tags, so this blog has no tags registry.
  tags: null,
  // The side menu replaces the blog's own "recent posts" sidebar (src/theme/BlogLayout).
  blogSidebarCount: 0,
  archiveBasePath: null,
  feedOptions: {
    ...blogDefaults.feedOptions,
    ...feedTexts(__dirname, CURRENT_LOCALE, DEFAULT_LOCALE, expeditionBlogInfo.id, {
      title: expeditionBlogInfo.title,
      description: expeditionBlogInfo.description,
    }),
  },
} satisfies BlogOptions;

/** The membership form's EmailJS settings; a build without them warns (a production one stops). */
function emailJsSettings() {
  const {config, warning} = emailJsConfigForBuild(process.env);
  if (warning) console.warn(`[emailjs] ${warning}`);
  return config;
}

const config = {
  title: site.name,
  tagline: site.tagline,
  // The laboratory's identity in the locale built, for `useSite()` (`src/config/siteInLocale.ts`).
  // and the membership form's EmailJS settings (`src/config/emailJs.ts`, `useEmailJsConfig()`).
  // and where the service worker is served, with its scope, the whole site (`src/clientModules/serviceWorker.ts`).
  customFields: {
    site: siteInLocale(__dirname, CURRENT_LOCALE, DEFAULT_LOCALE),
    emailJs: emailJsSettings(),
    serviceWorker: {url: `${BASE_URL}${serviceWorkerPath.slice(1)}`, scope: BASE_URL},
  },
  favicon: 'img/favicon.svg',
  headTags: fontHeadTags(BASE_URL, CURRENT_LOCALE),
  url: SITE_URL,
  baseUrl: BASE_URL,
  trailingSlash: false,
  // The banner script only helps while setting up a base URL; it is inline code on every home page.
  baseUrlIssueBanner: false,
  // Docusaurus's page template, with the scripts added after the first paint instead of
  // deferred in the head: the server-rendered page is always painted before React hydrates it.
  ssrTemplate,

  future: {
    v4: true,
    faster: true,
  },

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    hooks: {
      onBrokenMarkdownLinks: 'throw',
      onBrokenMarkdownImages: 'throw',
    },
  },

  i18n: {
    defaultLocale: DEFAULT_LOCALE,
    locales: LOCALES,
    localeConfigs,
  },

  presets: [
    [
      'classic',
      {
        docs: {
          // Docs sit at the site root so that folder path = URL path
          // (docs/who-we-are/about-borl/history.mdx → /who-we-are/about-borl/history).
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          breadcrumbs: false,
          editUrl: REPOSITORY ? editUrl(REPOSITORY) : undefined,
          // The date of the last change only: Git identities never reach a page.
          showLastUpdateTime: true,
          showLastUpdateAuthor: false,
          // A component's image (`<Figure src="/img/…">`) must be a file under static/.
          beforeDefaultRemarkPlugins: [[remarkImagePaths, {siteDir: __dirname}]],
        },
        blog: false,
        theme: {
          customCss: './src/css/custom.css',
        },
        sitemap: {
          changefreq: 'monthly',
          // Canonical pages only: not the search page or the offline page, nor a page that shows another's screen
          // and names that one as canonical. Paths are matched without the locale's base URL
          // (`/bn/article` is `/article`), which `ignorePatterns` would need written out.
          createSitemapItems: async ({defaultCreateSitemapItems, ...params}) => {
            const leftOut = new Set([searchPagePath, offlinePagePath, ...Object.keys(pagesShownElsewhere)]);
            const items = await defaultCreateSitemapItems(params);
            return items.filter((item) => !leftOut.has(sitePath(params.siteConfig.baseUrl, new URL(item.url).pathname)));
          },
        },
      } satisfies Preset.Options,
    ],
  ],

  clientModules: ['./src/clientModules/canonicalPath.ts', './src/clientModules/serviceWorker.ts'],

  plugins: [
    './plugins/navigation/index.ts',
    './plugins/collections/index.ts',
    ['./plugins/lazyStyles/index.ts', {packages: ['leaflet', 'sweetalert2']}],
    // No syntax highlighter in the pages: the site has no code block (plugins/plainCode).
    './plugins/plainCode/index.ts',
    './plugins/publications/index.ts',
    './plugins/search/index.ts',
    // The blog plugin, with bylines from Our People and complete feeds (plugins/blog).
    ['./plugins/blog/index.ts', expeditionBlog],
    [
      './plugins/blog/index.ts',
      {
        ...blogDefaults,
        id: featuredArticlesBlogId,
        path: featuredArticlesBlog.path,
        // Each post's `slug` is its number, so an article lives at {routeBasePath}/{id}.
        routeBasePath: listPath('featuredArticles'),
        blogTitle: featuredArticlesBlog.title,
        blogDescription: `News of the ${site.name}: expeditions, surveys, studies and training.`,
        blogSidebarTitle: featuredArticlesBlog.title,
        // The blog's own list page shows the 'Featured Article' screen (canonical: news-releases).
        blogListComponent: '@site/src/components/FeaturedArticleList/BlogListPage',
        // No archive page: the list page and the sidebar already list every article by year.
        archiveBasePath: null,
        feedOptions: {
          ...blogDefaults.feedOptions,
          ...feedTexts(__dirname, CURRENT_LOCALE, DEFAULT_LOCALE, featuredArticlesBlogId, {
            title: featuredArticlesBlog.title,
            description: `Featured articles of the ${site.name}.`,
          }),
        },
      } satisfies BlogOptions,
    ],
    './plugins/social-cards/index.ts',
    ...rsdoctorPlugins,
    // The service worker and the offline page's script, once every locale is built.
    './plugins/offline/index.ts',
    // Last: it hashes the inline scripts of the finished pages. It also writes the web editor,
    // which edits the content repository, for the origin it runs on.
    ['./plugins/site-files/index.ts', {repository: REPOSITORY, editor: EDITOR}],
  ],

  themeConfig: {
    metadata: [{name: 'theme-color', content: '#0a4d68'}],
    colorMode: {
      defaultMode: 'light',
      respectPrefersColorScheme: true,
    },
    // The theme's navbar, with the site's item types (src/theme/NavbarItem/ComponentTypes.tsx).
    // The mega-menu draws the menus from src/navigation.ts; the mobile menu renders the same
    // items with their mobile variant (the mega-menu as an accordion, the language list).
    navbar: {
      title: site.shortName,
      // No alt here: the logo's text is a code translation (src/theme/Navbar/Logo).
      logo: {src: 'img/logo/borl.svg', width: 44, height: 44},
      items: [
        {type: 'custom-megaMenu', position: 'left'},
        // The class lets the bar keep the search box in its row on small screens.
        {type: 'search', position: 'right', className: 'site-navbar-search'},
        // Shown only when the build has more than one locale (SITE_LOCALES); the class lets the
        // bar keep its name on one line (src/theme/Navbar/Content).
        {type: 'localeDropdown', position: 'right', className: 'site-navbar-locale'},
        {type: 'custom-colorModeToggle', position: 'right'},
        {type: 'custom-instituteLogo', position: 'right'},
      ],
    },
    // The theme's footer. Its content (address, link columns drawn from src/navigation.ts,
    // social links, copyright) comes from src/theme/Footer/Layout rather than from `links`
    // here, so that each menu label keeps one translation (see src/theme/README.md).
    footer: {},
    docs: {
      sidebar: {hideable: false, autoCollapseCategories: false},
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;

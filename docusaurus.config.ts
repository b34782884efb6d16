import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {PluginOptions as SearchOptions} from '@easyops-cn/docusaurus-search-local';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import {themes as prismThemes} from 'prism-react-renderer';
import {site} from './src/data/site';
import {expeditionBlog as expeditionBlogInfo} from './src/data/expeditionBlog';

/** Public origin of the site; override with SITE_URL for a preview deployment. */
const SITE_URL = process.env.SITE_URL || site.url;
/** Base path the site is served under; override with BASE_URL when hosted in a sub-folder. */
const BASE_URL = process.env.BASE_URL || '/';
/**
 * The content repository on the Git host, for 'Edit this page' links; override with
 * REPOSITORY_URL (no trailing slash) when the repository lives elsewhere.
 */
const REPOSITORY_URL = process.env.REPOSITORY_URL || 'https://github.com/borl-lab/borl-website';

// ----------------------------------------------------------------------------------------------
// Expedition blog: a second instance of the blog plugin (the featured articles are the other).
// Its options are written out in full here; the options both blog instances share can be folded
// into one object when the featured-articles instance joins it.
// ----------------------------------------------------------------------------------------------
const expeditionBlog = {
  id: expeditionBlogInfo.id,
  path: expeditionBlogInfo.path,
  routeBasePath: expeditionBlogInfo.routeBasePath,
  blogTitle: expeditionBlogInfo.title,
  blogDescription: expeditionBlogInfo.description,
  // The side menu replaces the blog's own "recent posts" sidebar (src/theme/BlogLayout).
  blogSidebarCount: 0,
  archiveBasePath: null,
  showReadingTime: true,
  authorsMapPath: 'authors.yml',
  onInlineAuthors: 'throw',
  onInlineTags: 'throw',
  onUntruncatedBlogPosts: 'throw',
  feedOptions: {
    type: ['rss', 'atom'],
    title: `${site.shortName} ${expeditionBlogInfo.title}`,
    description: expeditionBlogInfo.description,
    copyright: `Copyright © ${site.copyrightYear} ${site.name}`,
    language: 'en',
  },
} satisfies BlogOptions;
// ----------------------------------------------------------------------------------------------

const config = {
  title: site.name,
  tagline: site.tagline,
  favicon: 'img/favicon.svg',
  url: SITE_URL,
  baseUrl: BASE_URL,
  trailingSlash: false,
  // The banner script only helps while setting up a base URL; it is inline code on every home page.
  baseUrlIssueBanner: false,

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
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {
      en: {htmlLang: 'en-GB', label: 'English'},
    },
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
          editUrl: `${REPOSITORY_URL}/edit/main/`,
          showLastUpdateTime: true,
          showLastUpdateAuthor: true,
        },
        blog: false,
        theme: {
          customCss: './src/css/custom.css',
        },
        sitemap: {
          changefreq: 'monthly',
          ignorePatterns: ['/search'],
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    './plugins/navigation/index.ts',
    './plugins/collections/index.ts',
    './plugins/emailjs/index.ts',
    './plugins/careers/index.ts',
    ['./plugins/lazyStyles/index.ts', {packages: ['leaflet', 'sweetalert2']}],
    './plugins/publications/index.ts',
    ['@docusaurus/plugin-content-blog', expeditionBlog],
    './plugins/social-cards/index.ts',
    // Last: it hashes the inline scripts of the finished pages.
    './plugins/security-headers/index.ts',
  ],

  themes: [
    [
      '@easyops-cn/docusaurus-search-local',
      {
        hashed: true,
        indexDocs: true,
        indexBlog: true,
        blogRouteBasePath: [expeditionBlogInfo.routeBasePath],
        indexPages: true,
        docsRouteBasePath: '/',
        language: ['en'],
        highlightSearchTermsOnTargetPage: false,
        searchBarShortcutHint: false,
        explicitSearchResultPath: true,
      } satisfies SearchOptions,
    ],
  ],

  themeConfig: {
    metadata: [{name: 'theme-color', content: '#0a4d68'}],
    colorMode: {
      defaultMode: 'light',
      respectPrefersColorScheme: true,
    },
    // The navbar and footer are our own components (src/theme/Navbar, src/theme/Footer) that
    // read src/navigation.ts; these entries only feed the theme's defaults.
    navbar: {
      title: site.shortName,
      items: [],
    },
    docs: {
      sidebar: {hideable: false, autoCollapseCategories: false},
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    prism: {
      theme: prismThemes.github,
      darkTheme: prismThemes.dracula,
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;

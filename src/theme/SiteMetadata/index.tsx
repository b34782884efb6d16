import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {PageMetadata, useThemeConfig} from '@docusaurus/theme-common';
import {DEFAULT_SEARCH_TAG} from '@docusaurus/theme-common/internal';
import {useLocation} from '@docusaurus/router';
import {applyTrailingSlash} from '@docusaurus/utils-common';
import SearchMetadata from '@theme/SearchMetadata';
import {canonicalPageOf} from '@site/src/collections';

/**
 * The page's address without the base URL of its locale (`/article`, `/who-we-are/…`), as the
 * site's trailing-slash rule writes it; for a page that shows another page's screen
 * (`pagesShownElsewhere`), the address of that other page.
 */
function useCanonicalPagePath(): string {
  const {siteConfig} = useDocusaurusContext();
  const {pathname} = useLocation();
  const own = applyTrailingSlash(pathname, {trailingSlash: siteConfig.trailingSlash, baseUrl: siteConfig.baseUrl});
  const suffix = own.startsWith(siteConfig.baseUrl) ? `/${own.slice(siteConfig.baseUrl.length)}` : own;
  return canonicalPageOf(suffix);
}

/** Open Graph writes a BCP 47 language tag with an underscore (`en_GB`). */
const openGraphLocale = (htmlLang: string) => htmlLang.replace('-', '_');

/**
 * The site-wide `<head>` metadata, as the theme's `SiteMetadata` writes it (card type, default
 * image, canonical link and `og:url`, `hreflang` alternates of every locale and `x-default`,
 * `og:locale`, search metadata, `themeConfig.metadata`), with one difference: both the canonical
 * link and the alternates name the canonical page of a page shown at two addresses
 * (`/article`, the featured-articles blog's list page, Start a Career: `pagesShownElsewhere` in
 * `src/collections.ts`). The theme builds both from the address in the browser, so such a page
 * told search engines one canonical address and alternates of another; its component has no
 * part that a wrapper could reach, hence this copy.
 */
export default function SiteMetadata(): ReactNode {
  const {
    i18n: {currentLocale, defaultLocale, localeConfigs},
  } = useDocusaurusContext();
  const {metadata, image: defaultImage} = useThemeConfig();
  const pagePath = useCanonicalPagePath().replace(/^\//, '');
  const urlIn = (locale: string) => {
    const config = localeConfigs[locale]!;
    return `${config.url}${config.baseUrl}${pagePath}`;
  };
  const canonicalUrl = urlIn(currentLocale);
  const currentHtmlLang = localeConfigs[currentLocale]!.htmlLang;
  return (
    <>
      <Head>
        <meta name="twitter:card" content="summary_large_image" />
        {/* The keyboard focus class name must be applied when rendered on the server, so links are outlined without JavaScript. */}
        <body />
      </Head>
      {defaultImage && <PageMetadata image={defaultImage} />}
      <Head>
        <meta property="og:url" content={canonicalUrl} />
        <link rel="canonical" href={canonicalUrl} />
      </Head>
      <Head>
        {Object.entries(localeConfigs).map(([locale, {htmlLang}]) => (
          <link key={locale} rel="alternate" href={urlIn(locale)} hrefLang={htmlLang} />
        ))}
        <link rel="alternate" href={urlIn(defaultLocale)} hrefLang="x-default" />
        <meta property="og:locale" content={openGraphLocale(currentHtmlLang)} />
        {Object.values(localeConfigs)
          .filter((config) => config.htmlLang !== currentHtmlLang)
          .map((config) => (
            <meta key={`meta-og-${config.htmlLang}`} property="og:locale:alternate" content={openGraphLocale(config.htmlLang)} />
          ))}
      </Head>
      <SearchMetadata tag={DEFAULT_SEARCH_TAG} locale={currentLocale} />
      {/* A Head of its own, so that these entries override the defaults above instead of standing beside them. */}
      <Head>
        {metadata.map((metadatum, index) => (
          <meta key={index} {...metadatum} />
        ))}
      </Head>
    </>
  );
}

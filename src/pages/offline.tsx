import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {localeBaseUrl} from '@site/src/config/locales';
import {offlinePageMarker, offlineScriptPath} from '@site/src/offline/routes';

/**
 * The offline page (`/offline` in each language): what the service worker shows, offline, at
 * the address of a page the visitor never read (`src/offline/serviceWorker.ts`). It says the
 * connection is gone, lists the pages of its language kept on the device (filled in by its own
 * script, `src/offline/offlinePage.ts`; the page loads none of the site's other scripts, see
 * `plugins/offline`) and links the home page. Not in the sitemap or the search index.
 */
export default function OfflinePage(): ReactNode {
  const {i18n} = useDocusaurusContext();
  const baseUrl = useBaseUrl('/');
  // Languages whose pages lie below this one's base URL (Bengali's `/bn/` below English's `/`).
  const otherBaseUrls = i18n.locales.map((locale) => localeBaseUrl(i18n, locale)).filter((other) => other !== baseUrl && other.startsWith(baseUrl));
  const script = `${localeBaseUrl(i18n, i18n.defaultLocale)}${offlineScriptPath.slice(1)}`;
  const title = translate({id: 'offline.title', message: 'You are offline', description: 'Title and heading of the page shown offline for a page not saved on the device'});
  return (
    <Layout
      title={title}
      description={translate({id: 'offline.description', message: 'The connection is gone; the pages saved on this device still open.', description: 'Description of the offline page'})}>
      <Head>
        <meta name="robots" content="noindex" />
        <script src={script} defer />
      </Head>
      <main className="container margin-vert--lg" {...{[offlinePageMarker]: baseUrl}} data-other-locales={otherBaseUrls.join(' ')}>
        <Heading as="h1">{title}</Heading>
        <p>
          <Translate id="offline.intro" description="On the offline page: why this page cannot be shown">
            This page has not been saved on this device, and the connection is gone. It will open when the connection is back: reload the page then.
          </Translate>
        </p>
        <Heading as="h2">
          <Translate id="offline.kept" description="On the offline page: heading of the list of pages saved on the device">
            Saved on this device
          </Translate>
        </Heading>
        <ul data-kept-pages="" hidden />
        <p data-kept-none="" hidden>
          <Translate id="offline.none" description="On the offline page, when no page is saved on the device">
            No page of the site has been saved on this device yet. Pages you read while online are saved as you read them.
          </Translate>
        </p>
        <p>
          <Link to="/">
            <Translate id="offline.home" description="On the offline page: link to the home page">
              Go to the home page
            </Translate>
          </Link>
        </p>
      </main>
    </Layout>
  );
}

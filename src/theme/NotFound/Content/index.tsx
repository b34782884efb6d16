import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import useIsBrowser from '@docusaurus/useIsBrowser';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useLocation} from '@docusaurus/router';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import {useSite} from '@site/src/hooks/useSite';
import {collectionsPluginName, notFoundViewFor, type CollectionsGlobalData, type NotFoundView} from '@site/src/collections';
import {notFoundMarker} from '@site/src/clientModules/canonicalPath';
import {useNumberFormat} from '@site/src/hooks/useNumberFormat';
import styles from './styles.module.css';

/**
 * The laboratory's 404 page (served with HTTP 404 by static hosts for every unknown path).
 *
 * Under a collection's list page (an unknown person, programme, …) it names what was not found
 * and links back to the list, as the collection registry (`src/collections.ts`) says through
 * the collections plugin's global data; anywhere else it says the page is not here and offers
 * the home page and the contact e-mail. The document title names what was not found ("Person
 * not found", "Page not found"), followed by the laboratory's name. The collection's view is
 * chosen after hydration: the same `404.html` serves every unknown path, so the server-rendered
 * HTML is the generic view. The `main` element carries {@link notFoundMarker}, by which the
 * client tells a served not-found page from a page (`src/clientModules/canonicalPath.ts`).
 */
export default function NotFoundContent({className}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  const {notFoundViews} = usePluginData(collectionsPluginName) as CollectionsGlobalData;
  const view = isBrowser ? notFoundViewFor(notFoundViews, pathname.slice(siteConfig.baseUrl.length - 1)) : undefined;
  const formatNumber = useNumberFormat();
  return (
    <main className={clsx('container margin-vert--xl', className)} {...{[notFoundMarker]: ''}}>
      <div className="row">
        <div className={clsx('col col--8 col--offset-2', styles.box)}>
          {/* The status code, in the digits of the page's language (৪০৪ on Bengali pages). */}
          <p className={styles.code} aria-hidden="true">
            {formatNumber(404, {grouping: false})}
          </p>
          {view ? <CollectionNotFound view={view} /> : <GenericNotFound />}
        </div>
      </div>
    </main>
  );
}

function CollectionNotFound({view}: {view: NotFoundView}): ReactNode {
  return (
    <>
      <PageMetadata title={view.title} />
      <Heading as="h1">{view.title}</Heading>
      <div className={styles.actions}>
        <Link to={view.backPath} className="button button--primary">
          {view.backLink}
        </Link>
      </div>
    </>
  );
}

function GenericNotFound(): ReactNode {
  const site = useSite();
  const title = translate({id: 'theme.NotFound.title', description: 'The title of the 404 page', message: 'Page not found'});
  return (
    <>
      <PageMetadata title={title} />
      <Heading as="h1">{title}</Heading>
      <p>
        <Translate id="notFound.body" description="Explains the 404 page" values={{name: site.name}}>
          {'This page is not on the {name} website. It may have moved, or the address may be mistyped.'}
        </Translate>
      </p>
      <p>
        <Translate id="notFound.help" description="Suggests what to do next on the 404 page">
          Try the search box at the top of the page, or start again from the home page.
        </Translate>
      </p>
      <div className={styles.actions}>
        <Link to="/" className="button button--primary">
          <Translate id="notFound.home">Go to the home page</Translate>
        </Link>
        <Link href={`mailto:${site.email}`} className="button button--secondary">
          <Translate id="notFound.contact">Tell us about a broken link</Translate>
        </Link>
      </div>
    </>
  );
}

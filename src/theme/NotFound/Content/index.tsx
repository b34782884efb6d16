import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import {site} from '@site/src/data/site';
import styles from './styles.module.css';

/**
 * The laboratory's 404 page (served with HTTP 404 by static hosts): says the page is not here
 * and offers the way on: home, the site search and the contact e-mail.
 */
export default function NotFoundContent({className}: Props): ReactNode {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className={clsx('col col--8 col--offset-2', styles.box)}>
          <p className={styles.code} aria-hidden="true">404</p>
          <Heading as="h1">
            <Translate id="theme.NotFound.title" description="The title of the 404 page">
              Page not found
            </Translate>
          </Heading>
          <p>
            <Translate
              id="notFound.body"
              description="Explains the 404 page"
              values={{name: site.name}}>
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
        </div>
      </div>
    </main>
  );
}

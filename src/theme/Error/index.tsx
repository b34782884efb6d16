/**
 * Root error view, shown when routing or rendering fails so badly that even the page layout
 * cannot be drawn. It deliberately uses no theme component (they may be what failed): a plain
 * message naming the laboratory's error page, a Try again button and a link home.
 */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Translate, {translate} from '@docusaurus/Translate';
// The root error view sits outside the site's context providers, so no hook can give the base URL.
import siteConfig from '@generated/docusaurus.config';
import type {Props} from '@theme/Error';
import {useSite} from '@site/src/hooks/useSite';

export default function Error({error, tryAgain}: Props): ReactNode {
  const site = useSite();
  return (
    <main
      style={{
        maxWidth: '40rem',
        margin: '0 auto',
        padding: '3rem 1rem',
        fontFamily: 'system-ui, sans-serif',
        lineHeight: 1.6,
      }}>
      <Head>
        <title>{translate({id: 'rootError.title', message: '{name} error page', description: 'Title of the root error page'}, {name: site.shortName})}</title>
      </Head>
      <h1>
        <Translate id="rootError.heading" values={{name: site.name}}>
          {'{name}: error page'}
        </Translate>
      </h1>
      <p>
        <Translate id="rootError.body">Something went wrong while showing this page. Please try again; if it keeps happening, go back to the home page.</Translate>
      </p>
      <p>
        <button type="button" onClick={tryAgain}>
          <Translate id="rootError.tryAgain">Try again</Translate>
        </button>{' '}
        <a href={siteConfig.baseUrl}>
          <Translate id="rootError.home">Home page</Translate>
        </a>
      </p>
      <p style={{color: '#4b5563', fontSize: '0.9rem'}}>{error.message}</p>
    </main>
  );
}

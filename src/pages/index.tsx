import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import {useSite} from '@site/src/hooks/useSite';
import StructuredData from '@site/src/components/StructuredData';
import {researchOrganization} from '@site/src/data/structuredData';
import IntroVideo from './_home/IntroVideo';
import GetInvolved, {getInvolvedHeadingId} from './_home/GetInvolved';
import WhatWeDo from './_home/WhatWeDo';
import RecentNews from './_home/RecentNews';
import KnowBayCarousel from './_home/KnowBayCarousel';
import Link from '@docusaurus/Link';
import {listPath} from '@site/src/collections';
import styles from './index.module.css';

/** Id of the home page's h1, where 'STAY INFORMED' returns the focus. */
const headingId = 'home-heading';

/**
 * The home page: a full-screen intro video with the headline and 'EXPLORE OUR RESEARCH', then
 * EXPLORE WITH US (GET INVOLVED), What We Do, Recent News and the Know Bay of Bengal carousel.
 */
export default function Home(): ReactNode {
  const site = useSite();
  const homeUrl = useBaseUrl('/', {absolute: true});
  return (
    <Layout title={translate({id: 'home.title', message: 'Ocean research for the northern Bay of Bengal'})} description={site.tagline}>
      <StructuredData data={researchOrganization(homeUrl, site)} />
      <Head>
        {/* The first paint waits until the whole hero has arrived, up to the next section's heading
            (as every page's waits for its navigation bar, see ssrTemplate): the hero centres its
            text on the screen, so text painted while the rest still arrived over a slow link
            would move (a layout shift). Browsers without `rel="expect"` ignore it. */}
        <link rel="expect" href={`#${getInvolvedHeadingId}`} blocking="render" />
      </Head>
      <main>
        <header className={styles.hero}>
          <IntroVideo />
          <div className={clsx('container', styles.heroInner)}>
            <p className={styles.kicker}>{site.name}</p>
            {/* A plain h1: the theme's Heading drops the id of an h1, and 'STAY INFORMED' needs it. */}
            <h1 id={headingId} tabIndex={-1} className={styles.headline}>
              <Translate id="home.headline">Exploring the northern Bay of Bengal, from the delta to the deep fan</Translate>
            </h1>
            <p className={styles.lead}>
              <Translate id="home.lead">
                Our roots go back nearly a century. Today our scientists, students and partners run over 40 marine research projects on the waters, coasts and people of Bangladesh.
              </Translate>
            </p>
            <Link to={listPath('programs')} className={clsx('button button--lg', styles.cta)}>
              <Translate id="home.exploreResearch">EXPLORE OUR RESEARCH</Translate>
            </Link>
          </div>
        </header>
        <GetInvolved topTargetId={headingId} />
        <WhatWeDo />
        <RecentNews />
        <KnowBayCarousel />
      </main>
    </Layout>
  );
}

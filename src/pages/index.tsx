import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Translate, {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {site} from '@site/src/data/site';
import {useNavigation} from '@site/src/hooks/useNavigation';
import {routeExists} from '@site/src/utils/routeExists';
import MenuLink from '@site/src/components/MenuLink';
import styles from './index.module.css';

/** Where 'EXPLORE OUR RESEARCH' leads (the specification: programs and projects). */
const exploreResearchPath = '/what-we-do/understand/programs-and-projects';
/** Used while the programmes page is not part of the build yet. */
const exploreResearchFallbackPath = '/what-we-do/understand/facilities-and-services';

/** The home page: a hero with the headline and 'EXPLORE OUR RESEARCH', then the fact pages. */
export default function Home(): ReactNode {
  const tree = useNavigation();
  const researchHref = useBaseUrl(exploreResearchPath);
  const facts = tree.groups
    .find((group) => group.id === 'bob')
    ?.sections.find((section) => section.id === 'explore-bob-facts');
  return (
    <Layout
      title={translate({id: 'home.title', message: 'Ocean research for the northern Bay of Bengal'})}
      description={site.tagline}>
      <header className={styles.hero}>
        <div className={clsx('container', styles.heroInner)}>
          <p className={styles.kicker}>{site.name}</p>
          <Heading as="h1" className={styles.headline}>
            <Translate id="home.headline">Exploring the northern Bay of Bengal, from the delta to the deep fan</Translate>
          </Heading>
          <p className={styles.lead}>
            <Translate id="home.lead">
              Our roots go back nearly a century. Today our scientists, students and partners run over 40 marine research projects on the waters, coasts and people of Bangladesh.
            </Translate>
          </p>
          <Link
            className={clsx('button button--lg', styles.cta)}
            to={routeExists(researchHref) ? exploreResearchPath : exploreResearchFallbackPath}>
            <Translate id="home.exploreResearch">EXPLORE OUR RESEARCH</Translate>
          </Link>
        </div>
      </header>
      <main className={clsx('container', styles.main)}>
        <Heading as="h2">
          <Translate id="home.facts.heading">Know the Bay of Bengal</Translate>
        </Heading>
        <p>
          <Translate id="home.facts.lead">
            Fourteen short guides to what makes the bay remarkable, written by our researchers.
          </Translate>
        </p>
        <ul className={styles.factList}>
          {facts?.links.map((link) => (
            <li key={link.id}>
              <MenuLink link={link} className={styles.factLink} />
            </li>
          ))}
        </ul>
      </main>
    </Layout>
  );
}

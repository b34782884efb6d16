import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import Grid from '@site/src/components/Grid';
import HomeSection from '../HomeSection';
import {listPath} from '@site/src/collections';
import {pagePath} from '@site/src/navigation';
import styles from './styles.module.css';

/** The four kinds of work the home page presents. */
type WorkArea = 'understand' | 'explore' | 'educate' | 'research';

/** One 'What We Do' card. */
type WorkCard = {
  id: WorkArea;
  title: string;
  text: string;
  /** Page the card leads to. */
  path: string;
  linkLabel: string;
};

/** Line icons (24 x 24, stroked in the text colour), one per card. */
const icons = {
  understand: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 3v18M3 12h18M5.5 6.5c3.5 2 9.5 2 13 0M5.5 17.5c3.5-2 9.5-2 13 0" />
    </>
  ),
  explore: (
    <>
      <path d="M3 15h18l-2.5 4h-13z" />
      <path d="M7 15V10h7v5M10 10V6M14 12h3" />
      <path d="M2 21c2 1 4 1 6 0s4-1 6 0 4 1 6 0" />
    </>
  ),
  educate: (
    <>
      <path d="M2 9l10-5 10 5-10 5z" />
      <path d="M6 11v5c3 2.5 9 2.5 12 0v-5M22 9v6" />
    </>
  ),
  research: (
    <>
      <path d="M9 3h6M10 3v6l-5 9a2 2 0 0 0 1.7 3h10.6a2 2 0 0 0 1.7-3l-5-9V3" />
      <path d="M7.5 15h9" />
    </>
  ),
} satisfies Record<WorkArea, ReactNode>;

/**
 * 'What We Do': four cards (Understand, Explore, Educate, Research), each with a short text and
 * a link to the section. The Research card states the laboratory's 'over 40' projects.
 */
export default function WhatWeDo(): ReactNode {
  const cards: WorkCard[] = [
    {
      id: 'understand',
      title: translate({id: 'home.whatWeDo.understand.title', message: 'Understand'}),
      text: translate({
        id: 'home.whatWeDo.understand.text',
        message: 'How the monsoon, the rivers and the open ocean shape the northern Bay of Bengal: its currents, sediments, chemistry and life.',
      }),
      path: listPath('researchAreas'),
      linkLabel: translate({id: 'home.whatWeDo.understand.link', message: 'Areas of research'}),
    },
    {
      id: 'explore',
      title: translate({id: 'home.whatWeDo.explore.title', message: 'Explore'}),
      text: translate({
        id: 'home.whatWeDo.explore.text',
        message: 'Research cruises, coastal surveys, scientific divers and underwater vehicles take us from the Sundarbans to the coral of St Martin’s Island.',
      }),
      path: pagePath('ocean-observations'),
      linkLabel: translate({id: 'home.whatWeDo.explore.link', message: 'Ocean observations'}),
    },
    {
      id: 'educate',
      title: translate({id: 'home.whatWeDo.educate.title', message: 'Educate'}),
      text: translate({
        id: 'home.whatWeDo.educate.text',
        message: 'From school students to graduate researchers, we teach ocean science in the classroom, the laboratory and the field.',
      }),
      path: listPath('graduate'),
      linkLabel: translate({id: 'home.whatWeDo.educate.link', message: 'Study with us'}),
    },
    {
      id: 'research',
      title: translate({id: 'home.whatWeDo.research.title', message: 'Research'}),
      text: translate({
        id: 'home.whatWeDo.research.text',
        message: 'Over 40 marine research projects on coral reefs, plankton, fisheries, water quality, sediments and the people of the coast.',
      }),
      path: listPath('programs'),
      linkLabel: translate({id: 'home.whatWeDo.research.link', message: 'Programs and projects'}),
    },
  ];
  return (
    <HomeSection
      headingId="what-we-do-heading"
      className={styles.section}
      heading={translate({id: 'home.whatWeDo.heading', message: 'What We Do', description: 'Home page section heading'})}
      lead={
        <Translate id="home.whatWeDo.lead" description="Home page: introduction of the What We Do section">
          For nearly a century, ocean science in Chattogram has looked out to the Bay of Bengal. Today our work has four strands.
        </Translate>
      }>
      <Grid as="ul" columns="1-2-4" gap="md" className={styles.grid}>
        {cards.map((card) => (
          <li key={card.id} className={clsx('card', styles.card)}>
            <svg className={styles.icon} viewBox="0 0 24 24" width="48" height="48" aria-hidden="true" focusable="false">
              {icons[card.id]}
            </svg>
            <Heading as="h3" className={styles.cardTitle}>
              {card.title}
            </Heading>
            <p className={styles.cardText}>{card.text}</p>
            <Link to={card.path} className={styles.cardLink}>
              {card.linkLabel}
              <span aria-hidden="true"> →</span>
            </Link>
          </li>
        ))}
      </Grid>
    </HomeSection>
  );
}

import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import ResponsiveImage from '@site/src/components/ResponsiveImage';
import Link from '@docusaurus/Link';
import HomeSection, {SectionHeading} from '../HomeSection';
import {unlistedPages} from '@site/src/collections';
import {pagePath} from '@site/src/navigation';
import styles from './styles.module.css';

/** Id of the section's heading, 'EXPLORE WITH US', which names the section. */
export const getInvolvedHeadingId = 'explore-with-us-heading';

/** Props of {@link GetInvolved}. */
export type GetInvolvedProps = {
  /** Id of the element that 'STAY INFORMED' focuses after scrolling to the top (the page's h1). */
  topTargetId: string;
};

/** Back to the top of the page, moving keyboard focus there too (smooth unless reduced motion). */
function scrollToTop(targetId: string): void {
  document.getElementById(targetId)?.focus({preventScroll: true});
  // `scroll-behavior` in custom.css makes this smooth, or instant under reduced motion.
  window.scrollTo({top: 0});
}

/**
 * 'EXPLORE WITH US' with the 'GET INVOLVED' panel of the home page and its four actions:
 * become a member, start a career, become a student, and 'STAY INFORMED' (back to the top).
 */
export default function GetInvolved({topTargetId}: GetInvolvedProps): ReactNode {
  return (
    <HomeSection headingId={getInvolvedHeadingId} className={styles.section} containerClassName={styles.inner}>
      <div className={styles.text}>
        <SectionHeading id={getInvolvedHeadingId} className={styles.heading}>
          {translate({id: 'home.exploreWithUs.heading', message: 'EXPLORE WITH US', description: 'Home page section heading'})}
        </SectionHeading>
        <p className={styles.lead}>
          <Translate id="home.exploreWithUs.lead" description="Home page: invitation to join the laboratory">
            The Bay of Bengal is one of the least studied seas on Earth, and one of the most important for the people who live around it. Whether you are a school student, an undergraduate, a
            researcher or a professional, there is a place for you on our boats, in our laboratories and in our projects.
          </Translate>
        </p>
        {/* At most 30rem wide, in the page's container (the window less 2 × 1rem). */}
        <ResponsiveImage src="/img/pages/ocean-literacy.svg" alt="" width={600} height={400} sizes="(min-width: 512px) 480px, calc(100vw - 32px)" loading="lazy" className={styles.image} />
      </div>
      <div className={styles.panel}>
        <Heading as="h3" className={styles.panelHeading}>
          <Translate id="home.getInvolved.heading" description="Home page panel heading">
            GET INVOLVED
          </Translate>
        </Heading>
        <p className={styles.panelText}>
          <Translate id="home.getInvolved.text" description="Home page: text of the get-involved panel">
            Join the laboratory as a member, build a career in ocean science, learn with us as a student, or follow our news.
          </Translate>
        </p>
        <ul className={styles.actions}>
          <li>
            <Link to={unlistedPages.becomeMember} className={clsx('button button--lg button--block', styles.action)}>
              <Translate id="home.getInvolved.member">BECOME A MEMBER</Translate>
            </Link>
          </li>
          <li>
            <Link to={unlistedPages.startCareer} className={clsx('button button--lg button--block', styles.action)}>
              <Translate id="home.getInvolved.career">START A CAREER WITH US</Translate>
            </Link>
          </li>
          <li>
            <Link to={pagePath('k-12-students')} className={clsx('button button--lg button--block', styles.action)}>
              <Translate id="home.getInvolved.student">BECOME A STUDENT</Translate>
            </Link>
          </li>
          <li>
            <button type="button" className={clsx('button button--lg button--block', styles.action, styles.stay)} onClick={() => scrollToTop(topTargetId)}>
              <Translate id="home.getInvolved.stayInformed">STAY INFORMED</Translate>
            </button>
          </li>
        </ul>
      </div>
    </HomeSection>
  );
}

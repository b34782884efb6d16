import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import Paragraphs from '@site/src/components/Paragraphs';
import ResponsiveImage from '@site/src/components/ResponsiveImage';
import type {ResolvedLeader} from '@site/src/data/leadership';
import {personImageSize} from '@site/src/data/personDisplay';
import styles from './styles.module.css';

/** One leader on the Leadership page: portrait, name, role, bio and Read More (external profile, new tab). */
export default function LeaderCard({leader, eager}: {leader: ResolvedLeader; eager: boolean}): ReactNode {
  return (
    <article className={clsx('card', styles.card)}>
      <ResponsiveImage
        src={leader.img}
        alt={translate({id: 'ourPeople.portraitAlt', message: 'Portrait of {name}'}, {name: leader.name})}
        {...personImageSize}
        sizes="160px"
        loading={eager ? 'eager' : 'lazy'}
        className={styles.portrait}
      />
      <div className={styles.body}>
        <Heading as="h2" className={styles.name}>
          {leader.name}
        </Heading>
        <p className={styles.role}>{leader.role}</p>
        <Paragraphs text={leader.bio} rich={leader.body} />
        <Link href={leader.profileUrl} className="button button--primary button--sm">
          <Translate id="leadership.readMore" description="Link from a leader to their external profile">
            Read More
          </Translate>
          <span className="sr-only">
            {`: ${leader.name} `}
            <Translate id="collections.opensInNewTab">(opens in a new tab)</Translate>
          </span>
        </Link>
      </div>
    </article>
  );
}

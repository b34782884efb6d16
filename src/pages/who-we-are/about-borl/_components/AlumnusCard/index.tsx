import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import FallbackImage from '@site/src/components/FallbackImage';
import {alumnusExcerpt, alumnusPlaceholder, type Alumnus} from '@site/src/data/alumni';
import {detailPath} from '@site/src/utils/collectionRoutes';
import styles from './styles.module.css';

/** The alumnus photo, or the 300x300 placeholder when there is none or it fails to load. */
export function AlumnusPhoto({alumnus, className, eager = false}: {alumnus: Alumnus; className?: string; eager?: boolean}): ReactNode {
  return (
    <FallbackImage
      src={alumnus.img}
      alt={translate({id: 'labAlumni.portraitAlt', message: 'Portrait of {name}'}, {name: alumnus.name})}
      width={alumnusPlaceholder.width}
      height={alumnusPlaceholder.height}
      fallback={{...alumnusPlaceholder, alt: translate({id: 'labAlumni.noPhoto', message: 'No photo of {name}'}, {name: alumnus.name})}}
      className={className}
      eager={eager}
    />
  );
}

/**
 * One alumnus on the Lab Alumni list: photo a quarter of the width on large screens (stacked
 * on small ones), name, the biography cut with an ellipsis and Read More.
 */
export default function AlumnusCard({alumnus, eager = false}: {alumnus: Alumnus; eager?: boolean}): ReactNode {
  return (
    <article className={clsx('card', styles.card)}>
      <div className={styles.row}>
        <div className={styles.photo}>
          <AlumnusPhoto alumnus={alumnus} className={styles.image} eager={eager} />
        </div>
        <div className={styles.body}>
          <Heading as="h2" className={styles.name}>
            {alumnus.name}
          </Heading>
          <p>{alumnusExcerpt(alumnus)}</p>
          <Link to={detailPath('alumni', alumnus.id)} className="button button--primary button--sm">
            {translate({id: 'collections.readMore', message: 'Read More', description: 'Button from a list card to the entry page'})}
            <span className="sr-only">: {alumnus.name}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}

import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import FallbackImage from '@site/src/components/FallbackImage';
import {alumnusExcerpt, alumnusPlaceholder, type Alumnus} from '@site/src/data/alumni';
import {readMoreLabel} from '@site/src/components/ListPage';
import {detailPath} from '@site/src/collections';
import styles from './styles.module.css';

/**
 * Rendered width of the photo on the Lab Alumni list, as an HTML `sizes` value: below 997 px,
 * 12rem; from 997 px a quarter of the card, which fills the side-menu page's column (the window
 * less the 300 px side menu and 2 × 2.5rem), but the photo also fills the card's height and
 * covers it as a square, so up to 1438 px, where the card is taller than that quarter is wide,
 * it needs about the card's height (264 px).
 */
export const alumnusCardPhotoSizes = '(min-width: 1438px) calc((100vw - 382px) / 4), (min-width: 997px) 264px, 192px';

/**
 * The alumnus photo, or the 300x300 placeholder when there is none or it fails to load;
 * `sizes` is its rendered width per window width (HTML `sizes`) in the layout it sits in.
 */
export function AlumnusPhoto({alumnus, sizes, className, eager = false}: {alumnus: Alumnus; sizes: string; className?: string; eager?: boolean}): ReactNode {
  return (
    <FallbackImage
      src={alumnus.img}
      alt={translate({id: 'labAlumni.portraitAlt', message: 'Portrait of {name}'}, {name: alumnus.name})}
      width={alumnusPlaceholder.width}
      height={alumnusPlaceholder.height}
      fallback={{...alumnusPlaceholder, alt: translate({id: 'labAlumni.noPhoto', message: 'No photo of {name}'}, {name: alumnus.name})}}
      sizes={sizes}
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
          <AlumnusPhoto alumnus={alumnus} sizes={alumnusCardPhotoSizes} className={styles.image} eager={eager} />
        </div>
        <div className={styles.body}>
          <Heading as="h2" className={styles.name}>
            {alumnus.name}
          </Heading>
          <p>{alumnusExcerpt(alumnus)}</p>
          <Link to={detailPath('alumni', alumnus.id)} className="button button--primary button--sm">
            {readMoreLabel()}
            <span className="sr-only">: {alumnus.name}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}

import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

/**
 * Rendered width of an {@link EntryDetail}'s image on a `SideMenuLayout` page, as HTML `sizes`
 * values. The page's column is the window less 2 × 1rem, from 997 px also less the 300 px side
 * menu and 2 × 2.5rem; the entry is at most 60rem wide.
 * `top`: the column, at most 48rem. `side`: from 768 px a third of the entry less the 2.5rem
 * gap; below, at most 18rem.
 */
export const entryDetailMediaSizes = {
  top: '(min-width: 1148px) 768px, (min-width: 997px) calc(100vw - 380px), (min-width: 800px) 768px, calc(100vw - 32px)',
  side: '(min-width: 1340px) 307px, (min-width: 997px) calc((100vw - 420px) / 3), (min-width: 768px) calc((100vw - 72px) / 3), 288px',
} as const;

/** Props of {@link EntryDetail}. */
export type EntryDetailProps = {
  /** The entry's name or title (the page's h1). */
  title: string;
  /** A line under the title (a designation). */
  subtitle?: ReactNode;
  /** The entry's image element (give it `sizes={entryDetailMediaSizes[mediaLayout]}`). */
  media?: ReactNode;
  /**
   * `side`: a portrait beside the text on wide screens (a third of the width), above it on
   * small ones. `top`: a wide image under the title.
   */
  mediaLayout?: 'side' | 'top';
  /** The long text and anything that follows it. */
  children: ReactNode;
  /** Buttons at the end: Back, Faculty Profile, … */
  actions: ReactNode;
};

/**
 * The page of one collection entry (a person, an alumnus, a programme, a research area, an
 * education programme): title, optional subtitle and image, the text, then the actions.
 */
export default function EntryDetail({title, subtitle, media, mediaLayout = 'top', children, actions}: EntryDetailProps): ReactNode {
  const heading = (
    <>
      <Heading as="h1" className={styles.title}>
        {title}
      </Heading>
      {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
    </>
  );
  if (mediaLayout === 'side') {
    return (
      <article className={clsx(styles.detail, styles.side)}>
        {media ? <div className={styles.sideMedia}>{media}</div> : null}
        <div className={styles.body}>
          {heading}
          <div className={styles.text}>{children}</div>
          <div className={styles.actions}>{actions}</div>
        </div>
      </article>
    );
  }
  return (
    <article className={styles.detail}>
      {heading}
      {media ? <div className={styles.topMedia}>{media}</div> : null}
      <div className={styles.text}>{children}</div>
      <div className={styles.actions}>{actions}</div>
    </article>
  );
}

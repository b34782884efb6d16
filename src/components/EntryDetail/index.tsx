import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

/** Props of {@link EntryDetail}. */
export type EntryDetailProps = {
  /** The entry's name or title (the page's h1). */
  title: string;
  /** A line under the title (a designation). */
  subtitle?: ReactNode;
  /** The entry's image element. */
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

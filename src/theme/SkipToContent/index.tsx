/**
 * Replaces the theme's "Skip to main content" link (rated safe to eject) with the same link
 * hidden differently while it waits for focus: visually hidden in its place at the top left
 * (a clipped 1 px box) instead of parked just past the right edge of the screen, where its
 * box can widen the page on a narrow phone (the page then scrolls sideways at 320 px). On focus
 * it shows at the top left, as the theme's does.
 */
import React, {type ReactNode} from 'react';
import {SkipToContentLink} from '@docusaurus/theme-common';
import styles from './styles.module.css';

/** The skip link, first in the page (see the file header). */
export default function SkipToContent(): ReactNode {
  return <SkipToContentLink className={styles.skipToContent} />;
}

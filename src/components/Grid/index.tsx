import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/**
 * How many equal columns a {@link Grid} has, from the smallest window up:
 * - `1-2-3`: 1, 2 from 640 px, 3 from 1024 px (cards);
 * - `2-3-4`: 2, 3 from 640 px, 4 from 1024 px (logos);
 * - `1-2-4`: 1, 2 from 640 px, 4 from 1200 px (the home page's four strands);
 * - `2-3`: 2, 3 from 768 px (pictures with a caption).
 * With `fitTo="container"`, `1-2-3` counts the grid's own width instead: 2 columns from 34rem,
 * 3 from 50rem.
 */
export type GridColumns = '1-2-3' | '2-3-4' | '1-2-4' | '2-3';

/**
 * Rendered width of one cell of a `1-2-3` {@link Grid} with the `lg` gap, as HTML `sizes` values
 * for the images of its cards. `page`: the grid fills a page's `container` (the window up to
 * 1140 px, 1320 px from 1440 px, less 2 × 1rem). `sideMenu`: the grid fills the main column of
 * a side-menu page (the window less 2 × 1rem; from 997 px less the 300 px side menu and
 * 2 × 2.5rem).
 */
export const cardCellSizes = {
  page: '(min-width: 1440px) 414px, (min-width: 1140px) 354px, (min-width: 1024px) calc((100vw - 80px) / 3), (min-width: 640px) calc((100vw - 56px) / 2), calc(100vw - 32px)',
  sideMenu: '(min-width: 1024px) calc((100vw - 428px) / 3), (min-width: 997px) calc((100vw - 404px) / 2), (min-width: 640px) calc((100vw - 56px) / 2), calc(100vw - 32px)',
} as const;

/** Space between cells: `sm` 1rem, `md` 1.25rem, `lg` 1.5rem. */
export type GridGap = 'sm' | 'md' | 'lg';

/** Props of {@link Grid}. */
export type GridProps = {
  columns: GridColumns;
  gap?: GridGap;
  /** `ul` for a list of cards (no bullets, no indent: give it a margin in `className`); `div` otherwise. */
  as?: 'ul' | 'div';
  /**
   * What the column breakpoints measure: the window (default) or the grid's own width, for a
   * grid whose column narrows beside the side menu.
   */
  fitTo?: 'window' | 'container';
  /** Each cell holds one card that fills the cell's height (the cells of a row are as tall as its tallest). */
  stretch?: boolean;
  /**
   * Margins and the like, from the page's own CSS module (the grid sets none). With
   * `fitTo="container"` it goes on the box the grid measures, so its margins still collapse
   * with those of the text around it.
   */
  className?: string;
  /** Accessible name of the list. */
  'aria-label'?: string;
  id?: string;
  children: ReactNode;
};

/** The site's grid of equal columns: card lists, logo walls, the home page's sections. */
export default function Grid({columns, gap = 'lg', as: Element = 'div', fitTo = 'window', stretch = false, className, children, ...rest}: GridProps): ReactNode {
  const fitted = fitTo === 'container';
  const grid = (
    <Element className={clsx(styles.grid, styles[`columns${columns.replaceAll('-', '')}`], styles[gap], fitted && styles.fitted, stretch && styles.stretch, !fitted && className)} {...rest}>
      {children}
    </Element>
  );
  // A container query measures an ancestor, so the grid gets a box of its own to measure.
  return fitted ? <div className={clsx(styles.container, className)}>{grid}</div> : grid;
}

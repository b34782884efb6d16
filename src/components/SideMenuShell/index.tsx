import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import SideMenu from '@site/src/components/SideMenu';
import styles from './styles.module.css';

/**
 * The side menu as it stands in a page's left column: it stays in view under the navbar while
 * the page scrolls, and scrolls on its own when it is taller than the window. The docs use it
 * as their sidebar (`src/theme/DocSidebar`), whose column the docs theme already draws.
 */
export function SideMenuPanel(): ReactNode {
  return (
    <div className={styles.sticky}>
      <SideMenu />
    </div>
  );
}

/** Props of {@link SideMenuShell}. */
export type SideMenuShellProps = {
  /** The left column, hidden below 997 px; default the side menu ({@link SideMenuPanel}). */
  aside?: ReactNode;
  /** The page's content: the `main` landmark. */
  children: ReactNode;
  /** Extra class of the `main` element (a narrower column, rules for its content). */
  mainClassName?: string;
  /** A column after `main` (the expedition blog's table of contents); it brings its own width. */
  after?: ReactNode;
};

/**
 * The frame of every page with the side menu outside the docs (React pages and the expedition
 * blog): the menu in a left column, 300 px wide from 997 px and hidden below (the navbar's menu
 * takes over there), then the page's `main` with 1rem side padding, 2.5rem from 997 px.
 */
export default function SideMenuShell({aside = <SideMenuPanel />, children, mainClassName, after}: SideMenuShellProps): ReactNode {
  return (
    <div className={styles.wrapper}>
      <aside className={styles.aside}>{aside}</aside>
      <main className={clsx(styles.main, mainClassName)}>{children}</main>
      {after}
    </div>
  );
}

import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {NavLink} from '@site/src/navigation';

/** Props of {@link MenuLink}. */
export type MenuLinkProps = {
  /** The link from the navigation tree. */
  link: Pick<NavLink, 'label' | 'path'>;
  /** Class for the anchor. */
  className?: string;
  /** Class added when the link points at the current page. */
  activeClassName?: string;
  /** Called when the visitor follows the link (menus close themselves with it). */
  onNavigate?: () => void;
};

/** Whether `pathname` (as in the address bar) is the page at `path` (with the base URL). */
export function isCurrentPath(pathname: string, path: string): boolean {
  const strip = (value: string) => (value.length > 1 ? value.replace(/\/+$/, '') : value);
  return strip(pathname) === strip(path);
}

/**
 * A link of the navigation tree, used by every menu (mega-menu, mobile accordion, side menu,
 * footer). It marks the current page with `aria-current="page"`, and the link of the section a
 * page belongs to (Our People on a person's page) with `aria-current="true"`. Every path of the
 * tree is a built page (a unit test checks it, and the build fails on a broken link).
 */
export default function MenuLink({link, className, activeClassName, onNavigate}: MenuLinkProps): ReactNode {
  const {pathname} = useLocation();
  const href = useBaseUrl(link.path);
  const home = useBaseUrl('/');
  const current = isCurrentPath(pathname, href);
  // A page below the link's page (a person below Our People) highlights the link too; every
  // page is below the home page, which is only ever current.
  const inSection = !current && href !== home && pathname.startsWith(`${href.replace(/\/+$/, '')}/`);
  return (
    <Link to={link.path} className={clsx(className, (current || inSection) && activeClassName)} aria-current={current ? 'page' : inSection ? 'true' : undefined} onClick={onNavigate}>
      {link.label}
    </Link>
  );
}

import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {routeExists} from '@site/src/utils/routeExists';
import styles from './styles.module.css';

/** Props of {@link RouteLink}. */
export type RouteLinkProps = {
  /** Site path of the target page, without the base URL. */
  to: string;
  className?: string;
  children: ReactNode;
};

/**
 * A link to a page of this site that may not be part of the build yet (the home page links to
 * pages other work adds, like the menus do): a `@docusaurus/Link` when the page exists, its
 * content as plain text otherwise, so the build's link check never meets a dead link. Once
 * the page lands, the link is live with no edit here (same rule as `MenuLink`).
 */
export default function RouteLink({to, className, children}: RouteLinkProps): ReactNode {
  const href = useBaseUrl(to);
  if (!routeExists(href)) {
    return <span className={clsx(className, styles.pending)}>{children}</span>;
  }
  return (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}

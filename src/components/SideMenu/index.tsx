import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {groupForPath} from '@site/src/navigation';
import {useNavigation} from '@site/src/hooks/useNavigation';
import MenuLink from '@site/src/components/MenuLink';
import styles from './styles.module.css';

/**
 * The left side menu of every page under who-we-are, what-we-do and know-bay-of-bengal, docs
 * and React pages alike. The first path segment picks the group; all of the group's sections
 * and links are listed (all fourteen fact pages, including the two the top bar omits), and
 * the current page is highlighted and marked `aria-current="page"`. Renders nothing outside
 * the three groups. Hidden on small screens by its containers.
 */
export default function SideMenu({className}: {className?: string}): ReactNode {
  const tree = useNavigation();
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  // The base URL (which also carries the locale prefix) is not part of the navigation paths.
  const group = groupForPath(tree, pathname.slice(siteConfig.baseUrl.length - 1));
  if (!group) {
    return null;
  }
  return (
    <nav className={clsx(styles.sideMenu, className)} aria-label={translate({id: 'sideMenu.aria', message: '{group} pages', description: 'Label of the side menu landmark'}, {group: group.label})}>
      {group.sections.map((section) => (
        <div key={section.id} className={styles.section}>
          <p className={styles.heading} id={`side-menu-${section.id}`}>
            {section.title}
          </p>
          <ul className={styles.links} aria-labelledby={`side-menu-${section.id}`}>
            {section.links.map((link) => (
              <li key={link.id}>
                <MenuLink link={link} className={styles.link} activeClassName={styles.linkActive} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

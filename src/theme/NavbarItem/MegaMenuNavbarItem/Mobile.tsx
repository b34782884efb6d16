import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import type {NavGroupId, NavigationTree} from '@site/src/navigation';
import MenuLink from '@site/src/components/MenuLink';
import styles from './styles.module.css';

/** Prefix of the element ids of the accordion's panels and headings. */
const idPrefix = 'site-mobile-menu';

type MegaMenuMobileProps = {
  tree: NavigationTree;
  /** Closes the mobile menu; the theme's mobile menu passes it to each of its items. */
  onNavigate: () => void;
};

/**
 * The accordion of the theme's full-screen mobile menu (`Navbar/MobileSidebar`), one list item
 * per top entry: HOME and NEWS are links, each group a header button that shows its sections.
 *
 * One group is open at a time; choosing the open group's header closes it; choosing any link
 * closes the whole menu, and so does a page change made elsewhere (the search box stays usable
 * above the menu). Escape is handled by the menu's button (`Navbar/MobileSidebar/Toggle`).
 * Every time the menu opens, the accordion starts collapsed.
 */
export default function MegaMenuMobile({tree, onNavigate}: MegaMenuMobileProps): ReactNode {
  const {shown, toggle} = useNavbarMobileSidebar();
  const {pathname} = useLocation();

  // A page change while the menu is open (a search result chosen above it) closes the menu.
  // Links of the menu close it themselves before the page changes, so `shown` is false then.
  const lastPathname = useRef(pathname);
  useEffect(() => {
    if (lastPathname.current !== pathname) {
      lastPathname.current = pathname;
      if (shown) {
        toggle();
      }
    }
  }, [pathname, shown, toggle]);

  // Remounted on open and close, so the accordion always starts collapsed.
  return <Accordion key={String(shown)} tree={tree} onNavigate={onNavigate} />;
}

function Accordion({tree, onNavigate}: MegaMenuMobileProps): ReactNode {
  const [openGroup, setOpenGroup] = useState<NavGroupId | null>(null);
  return (
    <>
      {tree.top.map((item) =>
        item.kind === 'link' ? (
          <li key={item.id} className={styles.mobileItem}>
            <MenuLink link={item} className={styles.mobileTopLink} activeClassName={styles.mobileLinkActive} onNavigate={onNavigate} />
          </li>
        ) : (
          <li key={item.group.id} className={styles.mobileItem}>
            <button
              type="button"
              className={clsx('clean-btn', styles.mobileTopLink, styles.mobileGroupButton)}
              aria-expanded={openGroup === item.group.id}
              aria-controls={`${idPrefix}-${item.group.id}`}
              onClick={() => setOpenGroup((current) => (current === item.group.id ? null : item.group.id))}>
              {item.group.label}
              <svg className={styles.chevron} viewBox="0 0 12 12" width="14" height="14" aria-hidden="true" focusable="false">
                <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
              </svg>
            </button>
            <div id={`${idPrefix}-${item.group.id}`} className={styles.mobilePanel} hidden={openGroup !== item.group.id}>
              {/* The theme keeps its mobile menu mounted while closed on small screens; the
                  panel's links exist only while their group is open, like the desktop panels. */}
              {openGroup === item.group.id
                ? item.group.sections.map((section) => (
                    <div key={section.id} className={styles.mobileSection}>
                      <p className={styles.mobileSectionHeading} id={`${idPrefix}-${item.group.id}-${section.id}`}>
                        {section.title}
                      </p>
                      <ul aria-labelledby={`${idPrefix}-${item.group.id}-${section.id}`}>
                        {section.links
                          .filter((link) => link.topNav !== false)
                          .map((link) => (
                            <li key={link.id}>
                              <MenuLink link={link} className={styles.mobileLink} activeClassName={styles.mobileLinkActive} onNavigate={onNavigate} />
                            </li>
                          ))}
                      </ul>
                    </div>
                  ))
                : null}
            </div>
          </li>
        ),
      )}
    </>
  );
}

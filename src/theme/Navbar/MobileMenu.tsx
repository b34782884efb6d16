import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import {useLockBodyScroll} from '@docusaurus/theme-common/internal';
import type {NavGroupId, NavigationTree} from '@site/src/navigation';
import MenuLink from '@site/src/components/MenuLink';
import styles from './styles.module.css';

type MobileMenuProps = {
  id: string;
  tree: NavigationTree;
  open: boolean;
  onClose: () => void;
};

/**
 * Full-screen accordion menu for small screens.
 *
 * One group (who, what, bob) is open at a time; choosing the open group's header closes it;
 * choosing any link closes the whole menu. Escape closes the menu. Headers are buttons with
 * `aria-expanded`. The page behind does not scroll while the menu is open.
 */
export default function MobileMenu({id, tree, open, onClose}: MobileMenuProps): ReactNode {
  const [openGroup, setOpenGroup] = useState<NavGroupId | null>(null);
  const {pathname} = useLocation();
  useLockBodyScroll(open);

  // A new page (also through the browser's back button) closes the menu.
  const lastPathname = useRef(pathname);
  useEffect(() => {
    if (lastPathname.current !== pathname) {
      lastPathname.current = pathname;
      onClose();
    }
  }, [pathname, onClose]);

  useEffect(() => {
    if (!open) {
      return undefined;
    }
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        onClose();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onClose]);

  return (
    <div id={id} className={styles.mobileMenu} hidden={!open}>
      {/* Rendered only while open, like the mega-menu's panels (see MegaMenu). */}
      {open ? (
        <nav aria-label={translate({id: 'navbar.aria.mobile', message: 'Main menu'})}>
          <ul className={styles.mobileList}>
            {tree.top.map((item) =>
              item.kind === 'link' ? (
                <li key={item.id}>
                  <MenuLink link={item} className={styles.mobileTopLink} activeClassName={styles.mobileLinkActive} onNavigate={onClose} />
                </li>
              ) : (
                <li key={item.group.id}>
                  <button
                    type="button"
                    className={clsx('clean-btn', styles.mobileTopLink, styles.mobileGroupButton)}
                    aria-expanded={openGroup === item.group.id}
                    aria-controls={`${id}-${item.group.id}`}
                    onClick={() => setOpenGroup((current) => (current === item.group.id ? null : item.group.id))}>
                    {item.group.label}
                    <svg className={styles.chevron} viewBox="0 0 12 12" width="14" height="14" aria-hidden="true" focusable="false">
                      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
                    </svg>
                  </button>
                  <div id={`${id}-${item.group.id}`} className={styles.mobilePanel} hidden={openGroup !== item.group.id}>
                    {item.group.sections.map((section) => (
                      <div key={section.id} className={styles.mobileSection}>
                        <p className={styles.mobileSectionHeading} id={`${id}-${item.group.id}-${section.id}`}>
                          {section.title}
                        </p>
                        <ul aria-labelledby={`${id}-${item.group.id}-${section.id}`}>
                          {section.links
                            .filter((link) => link.topNav !== false)
                            .map((link) => (
                              <li key={link.id}>
                                <MenuLink link={link} className={styles.mobileLink} activeClassName={styles.mobileLinkActive} onNavigate={onClose} />
                              </li>
                            ))}
                        </ul>
                      </div>
                    ))}
                  </div>
                </li>
              ),
            )}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}

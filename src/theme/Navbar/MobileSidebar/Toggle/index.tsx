/**
 * Replaces the theme's mobile-menu button: the site's button says what it does ("Open menu",
 * "Close menu") and turns into a cross while the menu is open, since the menu opens below the
 * bar and this button is the one that closes it (the theme's button is always labelled "Toggle
 * navigation bar", and its menu brings a close button of its own). Shown on small screens only.
 *
 * Escape closes the open menu too; when the focus was in the menu, it comes back to this button
 * (the closed menu is hidden, and the focus would otherwise be lost).
 */
import React, {useEffect, useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import styles from './styles.module.css';

/** The theme's mobile menu (`Navbar/MobileSidebar/Layout`), found by its Infima class. */
const mobileMenuSelector = '.navbar-sidebar';

/** The button that opens and closes the theme's mobile menu (see the file header). */
export default function NavbarMobileSidebarToggle(): ReactNode {
  const {toggle, shown} = useNavbarMobileSidebar();
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!shown) {
      return undefined;
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') {
        return;
      }
      const focusInMenu = document.activeElement?.closest(mobileMenuSelector) != null;
      toggle();
      if (focusInMenu) {
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shown, toggle]);

  return (
    <button ref={buttonRef} type="button" className={clsx('clean-btn', styles.menuButton)} aria-expanded={shown} onClick={toggle}>
      <span className="sr-only">{shown ? translate({id: 'navbar.mobile.close', message: 'Close menu'}) : translate({id: 'navbar.mobile.open', message: 'Open menu'})}</span>
      <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
        {shown ? (
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        ) : (
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        )}
      </svg>
    </button>
  );
}

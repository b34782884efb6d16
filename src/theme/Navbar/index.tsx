/**
 * The site's top navigation bar (replaces the classic theme's navbar).
 *
 * Fixed to the top of the viewport. Left: the laboratory's logo (an image that links nowhere:
 * the laboratory's own name is not a navigation target) and name. Centre on wide screens: the mega-menu of the five top
 * groups. Right: local search, the colour-mode switch, the partner institute's logo (opens the
 * institute's site in a new tab) and, on small screens, the button that opens the full-screen
 * accordion menu. Menus are drawn from the navigation tree (`src/navigation.ts`).
 */
import React, {useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {translate} from '@docusaurus/Translate';
import SearchBar from '@theme/SearchBar';
import ColorModeToggle from '@theme/ColorModeToggle';
import {useColorMode, useThemeConfig} from '@docusaurus/theme-common';
import {site} from '@site/src/data/site';
import {useNavigation} from '@site/src/hooks/useNavigation';
import MegaMenu from './MegaMenu';
import MobileMenu from './MobileMenu';
import styles from './styles.module.css';

const mobileMenuId = 'site-mobile-menu';

export default function Navbar(): ReactNode {
  const tree = useNavigation();
  const [mobileOpen, setMobileOpen] = useState(false);
  const {colorModeChoice, setColorMode} = useColorMode();
  const {colorMode} = useThemeConfig();
  const logo = useBaseUrl('/img/logo/borl.svg');
  const instituteLogo = useBaseUrl('/img/logo/iocs.svg');

  return (
    <header className={clsx('navbar', 'navbar--fixed-top', styles.navbar)}>
      <div className={styles.bar}>
        <div className={styles.brand}>
          <img
            src={logo}
            alt={translate(
              {id: 'navbar.logo.alt', message: '{name} logo'},
              {name: site.shortName},
            )}
            width={44}
            height={44}
            className={styles.logo}
            // Low priority: React preloads every other server-rendered image, and the first
            // screen's large picture (the home page's poster) must not share the link with logos.
            fetchPriority="low"
          />
          <span className={styles.brandText}>
            <span className={styles.brandShort}>{site.shortName}</span>
            <span className={styles.brandLong}>{site.name}</span>
          </span>
        </div>

        <nav
          className={styles.desktopNav}
          aria-label={translate({id: 'navbar.aria.main', message: 'Main'})}>
          <MegaMenu tree={tree} />
        </nav>

        <div className={styles.tools}>
          <div className={styles.search}>
            <SearchBar />
          </div>
          <ColorModeToggle
            className={styles.colorMode}
            value={colorModeChoice}
            onChange={setColorMode}
            respectPrefersColorScheme={colorMode.respectPrefersColorScheme}
          />
          <Link to={site.institute.url} className={styles.institute}>
            <img
              src={instituteLogo}
              alt={translate(
                {id: 'navbar.institute.alt', message: '{institute} (opens in a new tab)'},
                {institute: site.institute.name},
              )}
              width={80}
              height={32}
              fetchPriority="low"
            />
          </Link>
          <button
            type="button"
            className={clsx('clean-btn', styles.menuButton)}
            aria-expanded={mobileOpen}
            aria-controls={mobileMenuId}
            onClick={() => setMobileOpen((open) => !open)}>
            <span className="sr-only">
              {mobileOpen
                ? translate({id: 'navbar.mobile.close', message: 'Close menu'})
                : translate({id: 'navbar.mobile.open', message: 'Open menu'})}
            </span>
            <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
              {mobileOpen ? (
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
              ) : (
                <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
              )}
            </svg>
          </button>
        </div>
      </div>
      {/* Remounted on open and close, so the accordion always starts collapsed. */}
      <MobileMenu key={String(mobileOpen)} id={mobileMenuId} tree={tree} open={mobileOpen} onClose={() => setMobileOpen(false)} />
    </header>
  );
}

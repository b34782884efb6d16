/**
 * Replaces the theme's navbar logo: the laboratory's logo and name as they are, not a link (the
 * laboratory's own name is not a navigation target; HOME in the menu leads home). The theme's
 * `Navbar/Logo` always renders a link (`@theme/Logo`), so it cannot be wrapped.
 *
 * Reads the image from `themeConfig.navbar.logo`, the short name from `themeConfig.navbar.title`
 * (translatable in the theme's `navbar.json`) and the full name from the identity record
 * (`src/data/site.ts`, translated per locale; the site config's `title` is English only). The
 * full name shows next to the short one where the bar has room.
 */
import React, {type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {translate} from '@docusaurus/Translate';
import {useThemeConfig} from '@docusaurus/theme-common';
import {useSite} from '@site/src/hooks/useSite';
import styles from './styles.module.css';

/** The laboratory's logo and name at the start of the bar (see the file header). */
export default function NavbarLogo(): ReactNode {
  const site = useSite();
  const {
    navbar: {title, logo},
  } = useThemeConfig();
  const src = useBaseUrl(logo?.src ?? '');
  return (
    <div className={styles.brand}>
      {logo ? (
        <img
          src={src}
          alt={translate({id: 'navbar.logo.alt', message: '{name} logo'}, {name: title ?? site.name})}
          width={logo.width}
          height={logo.height}
          className={styles.logo}
          // Low priority: React preloads every other server-rendered image, and the first
          // screen's large picture (the home page's poster) must not share the link with logos.
          fetchPriority="low"
        />
      ) : null}
      <span className={styles.brandText}>
        {title ? <span className={styles.brandShort}>{title}</span> : null}
        <span className={styles.brandLong}>{site.name}</span>
      </span>
    </div>
  );
}

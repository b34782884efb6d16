/**
 * The `custom-instituteLogo` navbar item (registered in `src/theme/NavbarItem/ComponentTypes.tsx`):
 * the partner institute's logo, linking to the institute's site. Its name and address come from
 * the laboratory's identity record (`src/data/site.ts`).
 *
 * Shown in the bar on wide screens only; the mobile menu leaves it out.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {translate} from '@docusaurus/Translate';
import {useSite} from '@site/src/hooks/useSite';
import styles from './styles.module.css';

/** Props the theme's `NavbarItem` passes to the item (its config has no options of its own). */
export type InstituteLogoNavbarItemProps = {
  /** Set by the theme's mobile menu, which does not show the logo. */
  mobile?: boolean;
};

/** The institute logo navbar item (see the file header). */
export default function InstituteLogoNavbarItem({mobile = false}: InstituteLogoNavbarItemProps): ReactNode {
  const site = useSite();
  const logo = useBaseUrl('/img/logo/iocs.svg');
  if (mobile) {
    return null;
  }
  // An external address: Link opens it in a new tab with rel="noopener noreferrer".
  return (
    <Link to={site.institute.url} className={styles.institute}>
      <img
        src={logo}
        alt={translate({id: 'navbar.institute.alt', message: '{institute} (opens in a new tab)'}, {institute: site.institute.name})}
        width={80}
        height={32}
        // Low priority: React preloads every other server-rendered image, and the first
        // screen's large picture (the home page's poster) must not share the link with logos.
        fetchPriority="low"
      />
    </Link>
  );
}

import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {partnerLogoSize, type Partner} from '@site/src/data/partners';
import ResponsiveImage from '@site/src/components/ResponsiveImage';
import Grid from '@site/src/components/Grid';
import styles from './styles.module.css';

/**
 * Rendered width of a logo, as an HTML `sizes` value: a cell of the grid (2, 3 or 4 columns from
 * 0, 640, 1024 px, 1rem apart) less the tile's padding and border, in a side-menu page's column
 * (the window less 2 × 1rem; from 997 px less the 300 px side menu and 2 × 2.5rem).
 */
const logoSizes = '(min-width: 1024px) calc((100vw - 532px) / 4), (min-width: 997px) calc((100vw - 490px) / 3), (min-width: 640px) calc((100vw - 142px) / 3), calc((100vw - 100px) / 2)';

function PartnerLogo({partner}: {partner: Partner}): ReactNode {
  return (
    <Link href={partner.url} className={styles.partner}>
      {/* The name is printed under the logo, so the text mark itself is decorative. */}
      <ResponsiveImage src={partner.logo} alt="" {...partnerLogoSize} sizes={logoSizes} loading="lazy" className={styles.logo} />
      <span className={styles.name}>{partner.name}</span>
      <span className="sr-only">
        {' '}
        <Translate id="collections.opensInNewTab">(opens in a new tab)</Translate>
      </span>
    </Link>
  );
}

/**
 * The partner logos: 2 columns on small screens, 3 on medium and 4 on large, each with the
 * partner's name, linking to its home page in a new tab (`rel="noopener noreferrer"`).
 */
export default function PartnerGrid({partners}: {partners: readonly Partner[]}): ReactNode {
  return (
    <Grid as="ul" columns="2-3-4" gap="sm" stretch className={styles.grid}>
      {partners.map((partner) => (
        <li key={partner.id}>
          <PartnerLogo partner={partner} />
        </li>
      ))}
    </Grid>
  );
}

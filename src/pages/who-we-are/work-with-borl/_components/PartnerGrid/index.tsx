import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {partnerLogoSize, type Partner} from '@site/src/data/partners';
import styles from './styles.module.css';

function PartnerLogo({partner}: {partner: Partner}): ReactNode {
  const logoUrl = useBaseUrl(partner.logo);
  return (
    <Link href={partner.url} className={styles.partner}>
      {/* The name is printed under the logo, so the text mark itself is decorative. */}
      <img src={logoUrl} alt="" {...partnerLogoSize} loading="lazy" decoding="async" className={styles.logo} />
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
    <ul className={styles.grid}>
      {partners.map((partner) => (
        <li key={partner.id}>
          <PartnerLogo partner={partner} />
        </li>
      ))}
    </ul>
  );
}

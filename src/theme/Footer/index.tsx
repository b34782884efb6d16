/**
 * The site footer (replaces the classic theme's footer): the 'Find us' postal address and the
 * contact e-mail, link columns Understand, Explore, Educate, Visit and About from the
 * navigation tree, 'Follow us' with four social icons, and the copyright line.
 *
 * Social profiles whose URL is empty in `src/data/site.ts` show their icon without a link.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {footerColumnOrder, type NavSection} from '@site/src/navigation';
import {site, type SocialNetwork} from '@site/src/data/site';
import {useNavigation} from '@site/src/hooks/useNavigation';
import MenuLink from '@site/src/components/MenuLink';
import PostalAddress from '@site/src/components/PostalAddress';
import SocialIcon, {socialNetworkNames} from './SocialIcon';
import styles from './styles.module.css';

const socialNetworks: SocialNetwork[] = ['facebook', 'twitter', 'linkedin', 'instagram'];

export default function Footer(): ReactNode {
  const tree = useNavigation();
  const sections = tree.groups.flatMap((group) => group.sections);
  const columns = footerColumnOrder
    .map((id) => sections.find((section) => section.id === id))
    .filter((section): section is NavSection => section !== undefined);

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section className={styles.findUs} aria-labelledby="footer-find-us">
          <h2 id="footer-find-us" className={styles.heading}>
            <Translate id="footer.findUs">Find us</Translate>
          </h2>
          <PostalAddress className={styles.address} />
          <p className={styles.email}>
            <Translate id="footer.email.label">E-mail:</Translate>{' '}
            <Link href={`mailto:${site.email}`}>{site.email}</Link>
          </p>
        </section>

        <nav className={styles.columns} aria-label={translate({id: 'footer.aria.links', message: 'Footer'})}>
          {columns.map((section) => (
            <div key={section.id} className={styles.column}>
              <h2 className={styles.heading} id={`footer-${section.id}`}>
                {section.footerTitle ?? section.title}
              </h2>
              <ul aria-labelledby={`footer-${section.id}`}>
                {section.links.map((link) => (
                  <li key={link.id}>
                    <MenuLink link={link} className={styles.link} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>

        <section className={styles.follow} aria-labelledby="footer-follow">
          <h2 id="footer-follow" className={styles.heading}>
            <Translate id="footer.followUs">Follow us</Translate>
          </h2>
          <ul className={styles.socialList}>
            {socialNetworks.map((network) => {
              const url = site.social[network];
              const label = socialNetworkNames[network];
              return (
                <li key={network}>
                  {url ? (
                    <Link href={url} className={styles.social} aria-label={label}>
                      <SocialIcon network={network} />
                    </Link>
                  ) : (
                    <span className={styles.social} role="img" aria-label={label}>
                      <SocialIcon network={network} />
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      </div>
      <p className={styles.copyright}>
        <Translate
          id="footer.copyright"
          values={{year: site.copyrightYear, name: site.name}}>
          {'© {year} {name}. All rights reserved.'}
        </Translate>
      </p>
    </footer>
  );
}

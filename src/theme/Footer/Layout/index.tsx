/**
 * Wraps the theme's footer layout (`Footer/Layout`, rendered by the theme's `Footer` because
 * `themeConfig.footer` is set) and fills its two slots with the site's content:
 *
 * - links: the 'Find us' postal address and contact e-mail, the link columns (Understand,
 *   Explore, Educate, Visit, About: the sections of the navigation tree that have a footer
 *   title, in `footerColumnOrder`) and 'Follow us' with four social icons;
 * - copyright: the copyright line, its year in the page's digits.
 *
 * The columns read the translated tree (`useNavigation()`), so a menu label is translated once,
 * in the navigation plugin's file; `themeConfig.footer.links` would need a second translation of
 * the same labels in the theme's `footer.json`. Social profiles whose URL is empty in
 * `src/data/site.ts` show their icon without a link.
 */
import React, {type ReactNode} from 'react';
import FooterLayout from '@theme-original/Footer/Layout';
import type FooterLayoutType from '@theme/Footer/Layout';
import type {WrapperProps} from '@docusaurus/types';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {footerColumnOrder, type NavSection} from '@site/src/navigation';
import {type SocialNetwork} from '@site/src/data/site';
import {useSite} from '@site/src/hooks/useSite';
import {useNavigation} from '@site/src/hooks/useNavigation';
import {useNumberFormat} from '@site/src/hooks/useNumberFormat';
import {useBuildDay} from '@site/src/hooks/useBuildDay';
import MenuLink from '@site/src/components/MenuLink';
import PostalAddress from '@site/src/components/PostalAddress';
import SocialIcon, {socialNetworkNames} from '../SocialIcon';
import styles from './styles.module.css';

type Props = WrapperProps<typeof FooterLayoutType>;

const socialNetworks: SocialNetwork[] = ['facebook', 'twitter', 'linkedin', 'instagram'];

function FooterContent(): ReactNode {
  const site = useSite();
  const tree = useNavigation();
  const sections = tree.groups.flatMap((group) => group.sections);
  const columns = footerColumnOrder.map((id) => sections.find((section) => section.id === id)).filter((section): section is NavSection => section !== undefined);

  return (
    <div className={styles.inner}>
      <section className={styles.findUs} aria-labelledby="footer-find-us">
        <h2 id="footer-find-us" className={styles.heading}>
          <Translate id="footer.findUs">Find us</Translate>
        </h2>
        <PostalAddress className={styles.address} />
        <p className={styles.email}>
          <Translate id="footer.email.label">E-mail:</Translate> <Link href={`mailto:${site.email}`}>{site.email}</Link>
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
  );
}

/** The theme's footer layout with the site's content in its slots (see the file header). */
export default function FooterLayoutWrapper(props: Props): ReactNode {
  const site = useSite();
  const formatNumber = useNumberFormat();
  // The year of the build day: a site rebuilt on each deploy never shows last year's copyright.
  const copyrightYear = Number(useBuildDay().slice(0, 4));
  return (
    <FooterLayout
      {...props}
      links={<FooterContent />}
      copyright={
        <p className={styles.copyright}>
          <Translate id="footer.copyright" values={{year: formatNumber(copyrightYear, {grouping: false}), name: site.name}}>
            {'© {year} {name}. All rights reserved.'}
          </Translate>
        </p>
      }
    />
  );
}

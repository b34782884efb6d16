import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import SideMenuLayout from '@site/src/components/SideMenuLayout';
import CareerList from '@site/src/components/CareerList';
import {site} from '@site/src/data/site';
import {listPath, unlistedPages} from '@site/src/collections';

/**
 * Start a Career (linked from the home page's 'START A CAREER WITH US'): the same screen as
 * Careers, with Details pages under this path.
 */
export default function StartCareer(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  // The same screen as Careers: search engines index the Careers address.
  const canonicalUrl = siteConfig.url + useBaseUrl(listPath('careers'));
  return (
    <SideMenuLayout
      title={translate({id: 'careers.page.title', message: 'Careers'})}
      description={translate(
        {
          id: 'careers.page.description',
          message: 'Internships, lab assistantships, studentships and research assistantships at the {name}, and how to apply.',
        },
        {name: site.name},
      )}>
      <Head>
        <link rel="canonical" href={canonicalUrl} />
      </Head>
      <CareerList listPath={unlistedPages.startCareer} />
    </SideMenuLayout>
  );
}

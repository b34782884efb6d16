import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import SideMenuLayout from '@site/src/components/SideMenuLayout';
import CareerList from '@site/src/components/CareerList';
import {site} from '@site/src/data/site';
import {listPath} from '@site/src/collections';

/** Careers, in the Work with BORL menu; the same screen as Start a Career. */
export default function Careers(): ReactNode {
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
      <CareerList listPath={listPath('careers')} />
    </SideMenuLayout>
  );
}

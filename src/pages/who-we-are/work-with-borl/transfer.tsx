import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import SideMenuLayout from '@site/src/components/SideMenuLayout';
import {CardGrid} from '@site/src/components/CardGrid';
import EntryCard from '@site/src/components/EntryCard';
import InfoEmail from '@site/src/components/InfoEmail';
import {transferImageSize, transferItems} from '@site/src/data/transfer';
import {isFirstScreenImage} from '@site/src/utils/firstScreen';

/** Technology Transfer: the five technologies of `src/data/transfer.ts` as cards. */
export default function TechnologyTransfer(): ReactNode {
  return (
    <SideMenuLayout
      title={translate({id: 'transfer.title', message: 'Technology Transfer'})}
      description={translate({
        id: 'transfer.description',
        message: 'Coastal defence, aquaculture and modelling methods tested by the laboratory and shared with farmers, agencies and companies.',
      })}>
      <Heading as="h1">
        <Translate id="transfer.heading">Technology Transfer</Translate>
      </Heading>
      {/* Prose styles: links in running text are underlined, not told apart by colour alone. */}
      <div className="markdown margin-bottom--lg">
        <p>
          <Translate id="transfer.intro">
            Research is only useful when it is used. These methods have been tested in our trials and field sites, and we share them through training, site visits, design advice and follow-up monitoring with farmers, coastal communities, agencies and companies.
          </Translate>
        </p>
        <p>
          <Translate id="transfer.contact" values={{email: <InfoEmail />}}>
            {'To arrange training or advice, write to {email}.'}
          </Translate>
        </p>
      </div>
      <CardGrid>
        {transferItems.map((item, index) => (
          <EntryCard key={item.id} title={item.title} image={{src: item.img, alt: '', ...transferImageSize}} eager={isFirstScreenImage(index)}>
            <p>{item.description}</p>
          </EntryCard>
        ))}
      </CardGrid>
    </SideMenuLayout>
  );
}

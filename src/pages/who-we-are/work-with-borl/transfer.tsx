import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {EntryListPage} from '@site/src/components/ListPage';
import InfoEmail from '@site/src/components/InfoEmail';
// Written by `plugins/collections` (`collectionDataFile`); an import path cannot be composed.
import transferItems from '@generated/borl-collections/default/transfer.json';
import {transferImageSize, type TransferItem} from '@site/src/data/transfer';

/** Technology Transfer: the five technologies of `src/data/transfer.ts` as cards. */
export default function TechnologyTransfer(): ReactNode {
  return (
    <EntryListPage
      linkId="transfer"
      description={translate({
        id: 'transfer.description',
        message: 'Coastal defence, aquaculture and modelling methods tested by the laboratory and shared with farmers, agencies and companies.',
      })}
      proseIntro
      intro={
        <>
          <p>
            <Translate id="transfer.intro">
              Research is only useful when it is used. These methods have been tested in our trials and field sites, and we share them through training, site visits, design advice and follow-up
              monitoring with farmers, coastal communities, agencies and companies.
            </Translate>
          </p>
          <p>
            <Translate id="transfer.contact" values={{email: <InfoEmail />}}>
              {'To arrange training or advice, write to {email}.'}
            </Translate>
          </p>
        </>
      }
      entries={transferItems as TransferItem[]}
      card={(item) => ({title: item.title, image: {src: item.img, alt: '', ...transferImageSize}, children: <p>{item.description}</p>})}
    />
  );
}

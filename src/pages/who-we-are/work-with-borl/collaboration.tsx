import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import ListPage from '@site/src/components/ListPage';
import InfoEmail from '@site/src/components/InfoEmail';
// Written by `plugins/collections` (`collectionDataFile`); an import path cannot be composed.
import partners from '@generated/borl-collections/default/partners.json';
import type {Partner} from '@site/src/data/partners';
import PartnerGrid from './_components/PartnerGrid';

/**
 * Research Collaboration and Partners: how the laboratory collaborates, then the grid of the
 * seventeen partner logos of `src/data/partners.ts`, each opening the partner's site in a new tab.
 */
export default function ResearchCollaboration(): ReactNode {
  return (
    <ListPage
      title={translate({id: 'collaboration.title', message: 'Research Collaboration and Partners'})}
      description={translate({
        id: 'collaboration.description',
        message: 'How the laboratory works with national agencies, research institutes and international organisations, and who its partners are.',
      })}
      proseIntro
      intro={
        <>
          <p>
            <Translate id="collaboration.intro">
              No single laboratory can observe a sea as large and as changeable as the Bay of Bengal. We plan cruises with national agencies, share data with research institutes, train students with
              partner universities and work with international organisations on conservation, fisheries and climate.
            </Translate>
          </p>
          <p>
            <Translate id="collaboration.contact" values={{email: <InfoEmail />}}>
              {'To propose a joint project, a data exchange or a place on one of our cruises, write to {email}.'}
            </Translate>
          </p>
        </>
      }>
      <Heading as="h2">
        <Translate id="collaboration.partners">Our partners</Translate>
      </Heading>
      <PartnerGrid partners={partners as Partner[]} />
    </ListPage>
  );
}

import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {EntryListPage} from '@site/src/components/ListPage';
import InfoEmail from '@site/src/components/InfoEmail';
// Written by `plugins/collections` (`collectionDataFile`); an import path cannot be composed.
import services from '@generated/borl-collections/default/services.json';
import {serviceImageSize, type Service} from '@site/src/data/services';

/** Scientific Services: the ten services of `src/data/services.ts` as cards. */
export default function ScientificServices(): ReactNode {
  return (
    <EntryListPage
      linkId="services"
      description={translate({
        id: 'services.description',
        message: 'Surveys, monitoring, diving, modelling, habitat mapping and laboratory analyses that the laboratory carries out for agencies, companies and researchers.',
      })}
      proseIntro
      intro={
        <>
          <p>
            <Translate id="services.intro">
              The people, boats, instruments and laboratories that serve our own research are also available to government agencies, development projects, companies and fellow researchers. Every
              service is delivered with documented methods, quality-checked data and a clear report.
            </Translate>
          </p>
          <p>
            <Translate id="services.contact" values={{email: <InfoEmail />}}>
              {'To discuss a service, write to {email} with the site, the period and what you need to know.'}
            </Translate>
          </p>
        </>
      }
      entries={services as Service[]}
      card={(service) => ({title: service.title, image: {src: service.img, alt: '', ...serviceImageSize}, children: <p>{service.description}</p>})}
    />
  );
}

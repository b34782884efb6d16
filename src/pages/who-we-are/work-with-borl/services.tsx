import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import SideMenuLayout from '@site/src/components/SideMenuLayout';
import {CardGrid} from '@site/src/components/CardGrid';
import EntryCard from '@site/src/components/EntryCard';
import InfoEmail from '@site/src/components/InfoEmail';
import {serviceImageSize, services} from '@site/src/data/services';
import {isFirstScreenImage} from '@site/src/utils/firstScreen';

/** Scientific Services: the ten services of `src/data/services.ts` as cards. */
export default function ScientificServices(): ReactNode {
  return (
    <SideMenuLayout
      title={translate({id: 'services.title', message: 'Scientific Services'})}
      description={translate({
        id: 'services.description',
        message: 'Surveys, monitoring, diving, modelling, habitat mapping and laboratory analyses that the laboratory carries out for agencies, companies and researchers.',
      })}>
      <Heading as="h1">
        <Translate id="services.heading">Scientific Services</Translate>
      </Heading>
      {/* Prose styles: links in running text are underlined, not told apart by colour alone. */}
      <div className="markdown margin-bottom--lg">
        <p>
          <Translate id="services.intro">
            The people, boats, instruments and laboratories that serve our own research are also available to government agencies, development projects, companies and fellow researchers. Every service is delivered with documented methods, quality-checked data and a clear report.
          </Translate>
        </p>
        <p>
          <Translate id="services.contact" values={{email: <InfoEmail />}}>
            {'To discuss a service, write to {email} with the site, the period and what you need to know.'}
          </Translate>
        </p>
      </div>
      <CardGrid>
        {services.map((service, index) => (
          <EntryCard key={service.id} title={service.title} image={{src: service.img, alt: '', ...serviceImageSize}} eager={isFirstScreenImage(index)}>
            <p>{service.description}</p>
          </EntryCard>
        ))}
      </CardGrid>
    </SideMenuLayout>
  );
}

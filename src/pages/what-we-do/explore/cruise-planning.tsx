import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import ListPage from '@site/src/components/ListPage';
import InfoEmail from '@site/src/components/InfoEmail';
// Written by `plugins/collections` (`collectionDataFile`), oldest first, without stations; an import path cannot be composed.
import cruiseList from '@generated/borl-collections/default/cruises.json';
import {cruiseMonths, type Cruise} from '@site/src/data/cruises';
import CruiseMap, {type CruiseMarker} from '@site/src/components/CruiseMap';
import {useIntlLocale} from '@site/src/hooks/useIntlLocale';
import CruiseLog from './_components/CruiseLog';
import CalendarSubscribe from '@site/src/components/CalendarSubscribe';

/**
 * Cruise Planning: how the laboratory plans its time at sea, then its fourteen cruises and
 * expeditions from October 2022 to March 2025 (`content/cruises/`) as a table on wide
 * screens and as cards on small ones, with a map of their working areas.
 */
export default function CruisePlanning(): ReactNode {
  const locale = useIntlLocale();
  const cruisesByDate = cruiseList as Cruise[];
  // Each cruise at its working area, for the map.
  const cruiseMarkers: CruiseMarker[] = cruisesByDate.map((cruise) => ({
    id: cruise.id,
    label: cruise.name,
    date: cruiseMonths(cruise, locale),
    lat: cruise.area.lat,
    lng: cruise.area.lng,
  }));
  // The working areas in words, for the map's frame: each name once, in the order of the log.
  const areaNames = new Intl.ListFormat(locale, {type: 'unit'}).format([...new Set(cruisesByDate.map((cruise) => cruise.area.name))]);
  return (
    <ListPage
      linkId="cruise-planning"
      description={translate({
        id: 'cruisePlanning.description',
        message: 'How the laboratory plans its cruises and expeditions, and the fourteen it carried out from October 2022 to March 2025.',
      })}
      proseIntro
      intro={
        <>
          <p>
            <Translate id="cruisePlanning.intro1">
              Every cruise starts months before the boat leaves. Our cruise planning committee sets the year's calendar around the seasons: the calm dry months from October to March suit the open
              coast and the reefs of St Martin's Island, while the monsoon is the time to follow the river plume and the estuaries at their freshest.
            </Translate>
          </p>
          <p>
            <Translate id="cruisePlanning.intro2">
              For each cruise we choose stations from earlier surveys and from the questions of our research groups, book boats and crews, obtain permits for protected areas, and prepare a safety plan
              and a sampling plan that every team on board follows. Partners and students can join cruises when there is room on board.
            </Translate>
          </p>
          <p>
            <Translate id="cruisePlanning.contact" values={{email: <InfoEmail />}}>
              {'To propose stations or ask for a place on a cruise, write to {email}.'}
            </Translate>
          </p>
        </>
      }>
      <section aria-labelledby="cruise-map" className="margin-bottom--lg">
        <Heading as="h2" id="cruise-map">
          {translate({id: 'cruisePlanning.map', message: 'Where our cruises worked'})}
        </Heading>
        {/* The log below lists the same cruises, so the map needs no hidden list of its own. */}
        <CruiseMap markers={cruiseMarkers} areas={translate({id: 'cruisePlanning.mapAreas', message: 'Working areas of our cruises: {areas}'}, {areas: areaNames})} listForScreenReaders={false} />
      </section>
      <section aria-labelledby="cruise-log">
        <Heading as="h2" id="cruise-log">
          {translate({id: 'cruisePlanning.log', message: 'Cruises and expeditions, October 2022 to March 2025'})}
        </Heading>
        <CruiseLog cruises={cruisesByDate} />
      </section>
      <CalendarSubscribe feed="cruises" what={translate({id: 'cruisePlanning.subscribe.what', message: 'our cruises'})} className="margin-top--lg" />
    </ListPage>
  );
}

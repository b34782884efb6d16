import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import SideMenuLayout from '@site/src/components/SideMenuLayout';
import StructuredData from '@site/src/components/StructuredData';
import StationMap from '@site/src/components/StationMap';
import {detailPath, type DetailPageProps, type RelatedLinks} from '@site/src/collections';
import type {CruiseWithStations} from '@site/src/data/cruises';
// Written by `plugins/collections` (`collectionDataFile`); an import path cannot be composed.
import datasetList from '@generated/borl-collections/default/datasets.json';
import type {Dataset} from '@site/src/data/datasets';
// Written by `plugins/collections` (`personNamesDataFile`); an import path cannot be composed.
import personNames from '@generated/borl-collections/default/people-names.json';
import {peopleNamed} from '@site/src/data/personDisplay';
// Written by `plugins/collections` (`collectionDataFile`), without their texts; an import path cannot be composed.
import programList from '@generated/borl-collections/default/programs.json';
import {sameId, type Program} from '@site/src/data/research';
import {cruiseEvent} from '@site/src/data/researchStructuredData';
import {useIntlLocale} from '@site/src/hooks/useIntlLocale';
import {useNumberFormat} from '@site/src/hooks/useNumberFormat';
import {formatDate} from '@site/src/utils/formatDate';
import CruiseOutputs, {type CruiseOutput} from '../CruiseOutputs';
import DatasetChart, {ChartGrid} from '@site/src/components/DatasetChart';
import SaveForOffline from '@site/src/components/SaveForOffline';
import type {CruiseKeyChart} from '@site/plugins/collections/datasetCharts';
import styles from './styles.module.css';
import {useSite} from '@site/src/hooks/useSite';

/**
 * What a cruise produced, for its Outputs section: its data sets (`content/datasets/`), then
 * the publications and posts that name it (the route's `related` links, made at build time by
 * `plugins/collections/connections.ts`).
 */
export function cruiseOutputs(cruiseId: string, related?: RelatedLinks): CruiseOutput[] {
  return [
    ...(datasetList as Dataset[])
      .filter((dataset) => dataset.cruise === cruiseId)
      .map((dataset): CruiseOutput => ({kind: 'dataset', id: dataset.id, title: dataset.title, to: detailPath('datasets', dataset.id)})),
    ...(related?.publications ?? []).map((link): CruiseOutput => ({kind: 'publication', id: link.to, title: link.title, to: link.to, ...(link.lang ? {lang: link.lang} : {})})),
    ...(related?.posts ?? []).map((link): CruiseOutput => ({kind: 'post', id: link.to, title: link.title, to: link.to})),
  ];
}

/**
 * The page of one cruise (`{Cruise Planning}/{id}`), pre-rendered for every cruise of
 * `src/data/cruises.ts` by the collections plugin: name, days, working area, vessel, port, the
 * description, a map and table of its stations, the people on board (linked to their pages),
 * the programmes it served, the key chart of each of its data sets (linked to the data set's
 * page, where every variable is drawn), its outputs (data sets, publications, posts), Back to
 * Cruise Planning, and `Event` structured data.
 */
export default function CruisePage({entry: cruise, listPath, related}: DetailPageProps<CruiseWithStations & {keyCharts: readonly CruiseKeyChart[]}>): ReactNode {
  const locale = useIntlLocale();
  const formatNumber = useNumberFormat();
  const pageUrl = useBaseUrl(detailPath('cruises', cruise.id), {absolute: true});
  const homeUrl = useBaseUrl('/', {absolute: true});
  const site = useSite();
  const participants = peopleNamed(personNames, cruise.participants);
  const programs = cruise.programs.flatMap((id) => (programList as Program[]).find((program) => sameId(program.id, id)) ?? []);
  const outputs = cruiseOutputs(cruise.id, related);
  const days =
    cruise.startDate === cruise.endDate
      ? formatDate(cruise.startDate, locale)
      : translate(
          {id: 'cruise.days', message: '{start} to {end}', description: 'The first and last day of a cruise'},
          {start: formatDate(cruise.startDate, locale), end: formatDate(cruise.endDate, locale)},
        );
  return (
    <SideMenuLayout title={cruise.name} description={cruise.description}>
      <StructuredData data={cruiseEvent(cruise, {pageUrl, homeUrl, site})} />
      <article className={styles.cruise}>
        <Heading as="h1" className={styles.title}>
          {cruise.name}
        </Heading>
        <dl className={styles.facts}>
          <dt>
            <Translate id="cruise.dates">Dates</Translate>
          </dt>
          <dd>
            <time dateTime={cruise.startDate}>{days}</time>
          </dd>
          <dt>
            <Translate id="cruise.area">Working area</Translate>
          </dt>
          <dd>{cruise.area.name}</dd>
          <dt>
            <Translate id="cruise.vessel">Vessel</Translate>
          </dt>
          <dd>{cruise.vessel}</dd>
          <dt>
            <Translate id="cruise.port" description="The town a cruise sailed from">
              Port of departure
            </Translate>
          </dt>
          <dd>{cruise.port}</dd>
          <dt>
            <Translate id="cruise.stationCount">Stations</Translate>
          </dt>
          <dd>{formatNumber(cruise.stations.length)}</dd>
        </dl>
        <p className={styles.description}>{cruise.description}</p>

        <section aria-labelledby="cruise-stations">
          <Heading as="h2" id="cruise-stations">
            {translate({id: 'cruise.stations', message: 'Stations'})}
          </Heading>
          <StationMap stations={cruise.stations} labelledBy="cruise-stations" area={cruise.area} />
        </section>

        <section aria-labelledby="cruise-participants">
          <Heading as="h2" id="cruise-participants">
            {translate({id: 'cruise.participants', message: 'On board'})}
          </Heading>
          <ul className={styles.links}>
            {participants.map((person) => (
              <li key={person.id}>
                <Link to={detailPath('people', person.id)}>{person.name}</Link>
              </li>
            ))}
          </ul>
        </section>

        {programs.length > 0 ? (
          <section aria-labelledby="cruise-programs">
            <Heading as="h2" id="cruise-programs">
              {translate({id: 'cruise.programs', message: 'Programmes'})}
            </Heading>
            <ul className={styles.links}>
              {programs.map((program) => (
                <li key={program.id}>
                  <Link to={detailPath('programs', program.id)}>{program.title}</Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {cruise.keyCharts.length > 0 ? (
          <section aria-labelledby="cruise-measurements">
            <Heading as="h2" id="cruise-measurements">
              {translate({id: 'cruise.measurements', message: 'Measurements', description: "Heading of the key charts of a cruise's data sets on its page"})}
            </Heading>
            <p>
              <Translate id="cruise.measurements.intro" description="Under the heading of a cruise page's charts">
                One variable of each of the cruise's data sets, at every station in sampling order; every variable is drawn on the data set's page.
              </Translate>
            </p>
            <ChartGrid>
              {cruise.keyCharts.map((key) => (
                <DatasetChart key={key.dataset} chart={key.chart} variable={key.variable} dataset={{id: key.dataset, title: key.title}} />
              ))}
            </ChartGrid>
          </section>
        ) : null}

        <CruiseOutputs outputs={outputs} />

        {/* At the foot of the page: it appears once the page has loaded, and moves nothing above it. */}
        <SaveForOffline kind="cruise" />

        <div className={styles.actions}>
          <Link to={listPath} className="button button--secondary">
            <Translate id="cruise.back" description="Button from a cruise's page back to Cruise Planning">
              Back to Cruise Planning
            </Translate>
          </Link>
        </div>
      </article>
    </SideMenuLayout>
  );
}

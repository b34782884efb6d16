import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import SideMenuLayout from '@site/src/components/SideMenuLayout';
import ResponsiveImage from '@site/src/components/ResponsiveImage';
import StructuredData from '@site/src/components/StructuredData';
import {unitLabel} from '@site/src/components/DatasetUnit';
import {detailPath, listPath as collectionListPath, type DetailPageProps} from '@site/src/collections';
// Written by `plugins/collections` (`collectionDataFile`), oldest first, without stations; an import path cannot be composed.
import cruiseList from '@generated/borl-collections/default/cruises.json';
import type {Cruise} from '@site/src/data/cruises';
import type {DatasetWithCoverage} from '@site/src/data/datasetCoverage';
import type {DatasetChart} from '@site/plugins/collections/datasetCharts';
import {datasetCsvPath, datasetPackagePath, licenses} from '@site/src/data/datasets';
// Written by `plugins/collections` (`personNamesDataFile`); an import path cannot be composed.
import personNames from '@generated/borl-collections/default/people-names.json';
import {peopleNamed} from '@site/src/data/personDisplay';
import {datasetStructuredData} from '@site/src/data/researchStructuredData';
import {CitationBlock, useDatasetCitation} from '@site/src/components/DatasetCitation';
import {useSite} from '@site/src/hooks/useSite';
import {useNavigation} from '@site/src/hooks/useNavigation';
import {useIntlLocale} from '@site/src/hooks/useIntlLocale';
import {useNumberFormat} from '@site/src/hooks/useNumberFormat';
import {linkIdForPath, linkLabel} from '@site/src/navigation';
import {formatDate} from '@site/src/utils/formatDate';
import {localeBaseUrl} from '@site/src/config/locales';
import DatasetCharts from './Charts';
import SaveForOffline from '@site/src/components/SaveForOffline';
import styles from './styles.module.css';

/**
 * The absolute paths of a data set's CSV download and its data package descriptor: under the
 * default locale's base URL, since the files are written once at the site's root for every
 * language (`plugins/site-files`).
 */
function useCsvPath(id: string): {path: string; url: string; packagePath: string} {
  const {siteConfig, i18n} = useDocusaurusContext();
  const rootBaseUrl = localeBaseUrl(i18n, i18n.defaultLocale).replace(/\/$/, '');
  const path = `${rootBaseUrl}${datasetCsvPath(id)}`;
  return {path, url: `${siteConfig.url.replace(/\/$/, '')}${path}`, packagePath: `${rootBaseUrl}${datasetPackagePath(id)}`};
}

/**
 * The page of one data set (`{Data and Repositories}/{id}`), pre-rendered for every data set of
 * `src/data/datasets.ts` by the collections plugin: title, description, the CSV download, the
 * cruise, temporal and spatial coverage (with a map of the stations' box), the measurements as
 * charts drawn when the site is built (`./Charts.tsx`), the variables and their units, creators (linked to their pages), licence, how to cite, and `Dataset`
 * structured data for data-set search engines.
 *
 * The coverage map is a static SVG drawn with the stations by `scripts/samples/draw-stations.mjs` rather
 * than a Leaflet map: a box needs no zoom or tiles, so the page loads no map library, reaches no
 * tile server and shows the map without JavaScript.
 */
export default function DatasetPage({entry: dataset, listPath}: DetailPageProps<DatasetWithCoverage & {charts: readonly DatasetChart[]}>): ReactNode {
  const site = useSite();
  const locale = useIntlLocale();
  const formatNumber = useNumberFormat();
  const navigation = useNavigation();
  const pageUrl = useBaseUrl(detailPath('datasets', dataset.id), {absolute: true});
  const homeUrl = useBaseUrl('/', {absolute: true});
  const catalogueUrl = useBaseUrl(collectionListPath('datasets'), {absolute: true});
  const csv = useCsvPath(dataset.id);
  const cruise = (cruiseList as Cruise[]).find((candidate) => candidate.id === dataset.cruise);
  const creators = peopleNamed(personNames, dataset.creators);
  const catalogueName = linkLabel(navigation, linkIdForPath(collectionListPath('datasets')));
  const license = licenses[dataset.license];
  const citation = useDatasetCitation(dataset);
  const degrees = (value: number): string => formatNumber(value, {grouping: false});
  const box = translate(
    {
      id: 'dataset.box',
      message: '{south}° to {north}° N, {west}° to {east}° E',
      description: 'The bounding box of a data set, in decimal degrees',
    },
    {south: degrees(dataset.box.south), north: degrees(dataset.box.north), west: degrees(dataset.box.west), east: degrees(dataset.box.east)},
  );
  return (
    <SideMenuLayout title={dataset.title} description={dataset.description}>
      <StructuredData
        data={datasetStructuredData(dataset, {
          pageUrl,
          homeUrl,
          csvUrl: csv.url,
          creators: creators.map((person) => ({name: person.name, url: new URL(detailPath('people', person.id).slice(1), homeUrl).href})),
          citation,
          catalogue: {name: catalogueName, url: catalogueUrl},
          site,
        })}
      />
      <article className={styles.dataset}>
        <Heading as="h1" className={styles.title}>
          {dataset.title}
        </Heading>
        <p className={styles.description}>{dataset.description}</p>
        <p className={styles.download}>
          {/* A file, not a page of the site: a plain link, downloaded rather than routed. */}
          <a className="button button--primary" href={csv.path} download={`${dataset.id}.csv`} type="text/csv">
            <Translate id="dataset.download" description="Button that downloads a data set's CSV file">
              Download CSV
            </Translate>
          </a>
          <span className={clsx(styles.downloadNote, 'site-text-links')}>
            <Translate id="dataset.download.note" values={{count: formatNumber(dataset.stationCount)}} description="Under the download button: what the CSV file holds">
              {'One row per station ({count} rows), with latitude, longitude and date.'}
            </Translate>{' '}
            <a href={csv.packagePath} download={`${dataset.id}.datapackage.json`} type="application/json">
              <Translate id="dataset.download.package" description="Link beside the CSV download: the file that describes its columns (a Frictionless Data package)">
                Its columns, types and units as a data package (datapackage.json)
              </Translate>
            </a>
          </span>
        </p>

        <dl className={styles.facts}>
          <dt>
            <Translate id="dataset.cruise">Cruise</Translate>
          </dt>
          <dd>{cruise ? <Link to={detailPath('cruises', cruise.id)}>{cruise.name}</Link> : dataset.cruise}</dd>
          <dt>
            <Translate id="dataset.temporalCoverage">Temporal coverage</Translate>
          </dt>
          <dd>
            <time dateTime={dataset.startDate}>{formatDate(dataset.startDate, locale)}</time>
            {' – '}
            <time dateTime={dataset.endDate}>{formatDate(dataset.endDate, locale)}</time>
          </dd>
          <dt>
            <Translate id="dataset.spatialCoverage">Spatial coverage</Translate>
          </dt>
          <dd>{box}</dd>
          <dt>
            <Translate id="dataset.released">Published</Translate>
          </dt>
          <dd>
            <time dateTime={dataset.released}>{formatDate(dataset.released, locale)}</time>
          </dd>
          <dt>
            <Translate id="dataset.license">Licence</Translate>
          </dt>
          <dd>
            <Link href={license.url}>{license.name}</Link>
          </dd>
        </dl>

        <figure className={styles.map}>
          <ResponsiveImage
            src={`/img/stations/${dataset.cruise}.svg`}
            width={640}
            height={480}
            alt={translate(
              {id: 'dataset.map.alt', message: 'Map of the coast with the {count} stations of the data set and their bounding box, {box}', description: 'Text alternative of a data set coverage map'},
              {count: formatNumber(dataset.stationCount), box},
            )}
          />
          <figcaption>
            <Translate id="dataset.map.caption" description="Caption of a data set coverage map">
              Stations (dots) and the area the data set covers (dashed box). Coast: Natural Earth.
            </Translate>
          </figcaption>
        </figure>

        <DatasetCharts charts={dataset.charts} variables={dataset.variables} />

        <section aria-labelledby="dataset-variables">
          <Heading as="h2" id="dataset-variables">
            {translate({id: 'dataset.variables', message: 'Variables'})}
          </Heading>
          {/* Focusable, so keyboard users can scroll the table sideways should it not fit; named by
              the table's caption, so it is not a second landmark with the section's name. */}
          <div className={styles.tableWrap} role="region" aria-labelledby="dataset-variables-caption" tabIndex={0}>
            <table className={clsx('site-data-table', styles.table)}>
              <caption className="sr-only" id="dataset-variables-caption">
                <Translate id="dataset.variables.caption" description="Caption of a data set's table of variables (read by screen readers)">
                  Table of the data set's variables, their units and their columns in the CSV file
                </Translate>
              </caption>
              <thead>
                <tr>
                  <th scope="col">
                    <Translate id="dataset.variables.variable">Variable</Translate>
                  </th>
                  <th scope="col">
                    <Translate id="dataset.variables.unit">Unit</Translate>
                  </th>
                  <th scope="col">
                    <Translate id="dataset.variables.column">Column in the CSV file</Translate>
                  </th>
                </tr>
              </thead>
              <tbody>
                {dataset.variables.map((variable) => (
                  <tr key={variable.name}>
                    <th scope="row">{variable.description}</th>
                    <td>{unitLabel(variable.unit)}</td>
                    <td>
                      <code>{variable.name}</code>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>

        <section aria-labelledby="dataset-creators">
          <Heading as="h2" id="dataset-creators">
            {translate({id: 'dataset.creators', message: 'Creators'})}
          </Heading>
          <ul>
            {creators.map((person) => (
              <li key={person.id}>
                <Link to={detailPath('people', person.id)}>{person.name}</Link>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="dataset-cite">
          <Heading as="h2" id="dataset-cite">
            {translate({id: 'dataset.cite', message: 'How to cite'})}
          </Heading>
          <CitationBlock>{citation}</CitationBlock>
        </section>

        {/* At the foot of the page: it appears once the page has loaded, and moves nothing above it. */}
        <SaveForOffline kind="dataset" />

        <div className={styles.actions}>
          {cruise ? (
            <Link to={detailPath('cruises', cruise.id)} className="button button--secondary">
              <Translate id="dataset.toCruise" description="Button from a data set's page to its cruise">
                About the cruise
              </Translate>
            </Link>
          ) : null}
          <Link to={listPath} className="button button--secondary">
            <Translate id="dataset.back" description="Button from a data set's page back to Data and Repositories">
              Back to Data and Repositories
            </Translate>
          </Link>
        </div>
      </article>
    </SideMenuLayout>
  );
}

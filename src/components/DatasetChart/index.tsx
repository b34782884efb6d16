import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {unitLabel} from '@site/src/components/DatasetUnit';
import {detailPath} from '@site/src/collections';
import type {DatasetVariable} from '@site/src/data/datasets';
import type {CampaignsChart, DatasetChart as Chart, DepthChart} from '@site/plugins/collections/datasetCharts';
import {useIntlLocale} from '@site/src/hooks/useIntlLocale';
import {useNumberFormat} from '@site/src/hooks/useNumberFormat';
import {formatMonthRange} from '@site/src/utils/formatDate';
import {localeDigits} from '@site/src/utils/formatNumber';
import styles from './styles.module.css';

/** A variable's short name: its label, or else its description. */
export const variableName = (variable: DatasetVariable): string => variable.label ?? variable.description;

/** A variable's unit as its values are written after them: none where the name is the unit (pH). */
const unitAfterValue = (variable: DatasetVariable): string => (unitLabel(variable.unit) === variableName(variable) ? '' : unitLabel(variable.unit));

/** A variable's name as an axis or a table heading shows it, with its unit: 'Salinity (PSU)', 'pH'. */
export function variableTitle(variable: DatasetVariable): string {
  const unit = unitAfterValue(variable);
  return unit ? `${variableName(variable)} (${unit})` : variableName(variable);
}

/** Writes values as the values file does (the same decimals for every station), in the page's digits, with or without the unit. */
function useValueText(decimals: number, variable: DatasetVariable): {plain: (value: number) => string; withUnit: (value: number) => string} {
  const locale = useIntlLocale();
  const unit = unitAfterValue(variable);
  const plain = (value: number) => localeDigits(value.toFixed(decimals), locale);
  // A value and its unit on one line.
  return {plain, withUnit: (value: number) => (unit ? `${plain(value)}\u00a0${unit}` : plain(value))};
}

/** A station depth as the page writes it: '12.5 m', in the page's digits. */
function useDepthText(): (depth: number) => string {
  const locale = useIntlLocale();
  return (depth: number) => `${localeDigits(String(depth), locale)}\u00a0${unitLabel('m')}`;
}

/** The months of a campaign, as the page's language writes them ('February 2023'). */
function useCampaignName(): (campaign: Pick<CampaignsChart['campaigns'][number], 'startDate' | 'endDate'>) => string {
  const locale = useIntlLocale();
  return (campaign) => formatMonthRange(campaign.startDate, campaign.endDate, locale);
}

/** The sentence that says what a chart shows, from its finding, in the page's language. */
function useFindingText(chart: Chart, variable: DatasetVariable): string {
  const {withUnit} = useValueText(chart.decimals, variable);
  const depthText = useDepthText();
  const campaignName = useCampaignName();
  const locale = useIntlLocale();
  const formatNumber = useNumberFormat();
  const name = variableName(variable);
  switch (chart.kind) {
    case 'depth':
      return translate(
        {
          id: 'dataset.chart.depth',
          message: '{variable} averaged {shallow} at the stations down to {split} deep and {deep} at the deeper ones.',
          description: 'Caption of a data set chart against station depth: the mean of the shallower half of the stations and of the deeper half',
        },
        {variable: name, shallow: withUnit(chart.finding.shallow), split: depthText(chart.finding.split), deep: withUnit(chart.finding.deep)},
      );
    case 'campaigns': {
      const means = new Intl.ListFormat(locale, {type: 'conjunction'}).format(
        chart.campaigns.map((campaign) =>
          translate(
            {id: 'dataset.chart.campaigns.mean', message: '{value} in {campaign}', description: "One campaign's mean in the caption of a chart of campaigns: '17.1 PSU in February 2023'"},
            {value: withUnit(campaign.mean), campaign: campaignName(campaign)},
          ),
        ),
      );
      return translate(
        {
          id: 'dataset.chart.campaigns',
          message: '{variable}: at the {count} stations sampled in every campaign, the mean was {means}.',
          description: "Caption of a chart of a programme's campaigns at the same stations; {means} lists each campaign's mean",
        },
        {count: formatNumber(chart.finding.count), variable: name, means},
      );
    }
    case 'map':
    case 'stations': {
      const values = {
        variable: name,
        from: withUnit(chart.finding.from.value),
        fromStation: chart.finding.from.station,
        to: withUnit(chart.finding.to.value),
        toStation: chart.finding.to.station,
      };
      if (chart.kind === 'map') {
        return translate(
          {id: 'dataset.chart.map', message: '{variable} was lowest at {fromStation} ({from}) and highest at {toStation} ({to}).', description: 'Caption of a station map coloured by a variable'},
          values,
        );
      }
      switch (chart.finding.trend) {
        case 'rose':
          return translate(
            {
              id: 'dataset.chart.rose',
              message: '{variable} rose from {from} at {fromStation} to {to} at {toStation}.',
              description: 'Caption of a data set chart whose values rise from the first station to the last',
            },
            values,
          );
        case 'fell':
          return translate(
            {
              id: 'dataset.chart.fell',
              message: '{variable} fell from {from} at {fromStation} to {to} at {toStation}.',
              description: 'Caption of a data set chart whose values fall from the first station to the last',
            },
            values,
          );
        case 'ranged':
          return translate(
            {
              id: 'dataset.chart.ranged',
              message: '{variable} ranged from {from} at {fromStation} to {to} at {toStation}.',
              description: 'Caption of a data set chart: its lowest value and station, then its highest',
            },
            values,
          );
      }
    }
  }
}

/** The chart's accessible name: what it draws, at how many stations. */
function useChartName(chart: Chart, title: string): string {
  const formatNumber = useNumberFormat();
  const campaignName = useCampaignName();
  const locale = useIntlLocale();
  const count = formatNumber(chart.stations.length);
  const first = chart.stations[0] ?? '';
  const last = chart.stations.at(-1) ?? '';
  switch (chart.kind) {
    case 'stations':
      return translate({id: 'dataset.chart.name', message: 'Chart of {title} at {count} stations, {first} to {last}', description: 'Accessible name of a data set chart'}, {title, count, first, last});
    case 'map':
      return translate(
        {id: 'dataset.chart.map.name', message: 'Map of {title} at {count} stations, each coloured by its value', description: 'Accessible name of a station map coloured by a variable'},
        {title, count},
      );
    case 'depth':
      return translate(
        {id: 'dataset.chart.depth.name', message: 'Chart of {title} against station depth at {count} stations', description: 'Accessible name of a data set chart against station depth'},
        {title, count},
      );
    case 'campaigns':
      return translate(
        {
          id: 'dataset.chart.campaigns.name',
          message: 'Chart of {title} at {count} stations in {campaigns}',
          description: "Accessible name of a chart of a programme's campaigns; {campaigns} lists their months",
        },
        {title, count, campaigns: new Intl.ListFormat(locale, {type: 'conjunction'}).format(chart.campaigns.map(campaignName))},
      );
  }
}

/** What the drawing's axes or colours show, under it (the caption and table say it to screen readers). */
function ChartKey({chart, title}: {chart: Chart; title: string}): ReactNode {
  const campaignName = useCampaignName();
  switch (chart.kind) {
    case 'stations':
      return (
        <p className={styles.axis} aria-hidden="true">
          <Translate id="dataset.chart.stationAxis" description="Under a data set chart: what its horizontal axis shows">
            Station, in sampling order
          </Translate>
        </p>
      );
    case 'map':
      return (
        <p className={styles.axis} aria-hidden="true">
          <Translate id="dataset.chart.map.axis" values={{title}} description="Under a station map coloured by a variable: how to read it">
            {'Each dot is a station, coloured by its {title} (key above the map)'}
          </Translate>
        </p>
      );
    case 'depth':
      return (
        <p className={styles.axis} aria-hidden="true">
          <Translate id="dataset.chart.depth.axis" values={{title, depth: unitLabel('m')}} description="Under a data set chart against depth: what its axes show">
            {'Across: {title}. Down: station depth ({depth}), deepest lowest'}
          </Translate>
        </p>
      );
    case 'campaigns':
      return (
        <ul className={styles.legend} aria-hidden="true">
          {chart.campaigns.map((campaign) => (
            <li key={campaign.dataset}>
              <svg viewBox="0 0 28 10" width="28" height="10" className={styles.swatch}>
                <line x1="1" y1="5" x2="27" y2="5" className={campaign.current ? styles.swatchCurrent : styles.swatchOther} />
                <circle cx="14" cy="5" r="2.5" className={campaign.current ? styles.swatchDotCurrent : styles.swatchDotOther} />
              </svg>
              {campaign.current ? (
                <Translate id="dataset.chart.campaigns.current" values={{campaign: campaignName(campaign)}} description="Legend of a chart of campaigns: the page's own data set">
                  {'{campaign} (this data set)'}
                </Translate>
              ) : (
                campaignName(campaign)
              )}
            </li>
          ))}
        </ul>
      );
  }
}

/** The table of a chart's values: a station per row, then the value (and depth, or each campaign's value). */
function ValuesTable({chart, variable, title}: {chart: Chart; variable: DatasetVariable; title: string}): ReactNode {
  const {plain} = useValueText(chart.decimals, variable);
  const campaignName = useCampaignName();
  const locale = useIntlLocale();
  const cell = (value: number | null | undefined) => (value === null || value === undefined ? '–' : plain(value));
  const columns: {heading: string; value: (index: number) => string}[] =
    chart.kind === 'campaigns'
      ? chart.campaigns.map((campaign) => ({heading: campaignName(campaign), value: (index) => cell(campaign.values[index])}))
      : [
          ...(chart.kind === 'depth'
            ? [
                {
                  heading: translate({id: 'dataset.chart.depthColumn', message: 'Station depth ({unit})', description: "Heading of the depth column of a depth chart's table"}, {unit: unitLabel('m')}),
                  value: (index: number) => localeDigits(String((chart as DepthChart).depths[index]), locale),
                },
              ]
            : []),
          {heading: title, value: (index) => cell(chart.values[index])},
        ];
  return (
    <table className="site-data-table">
      <caption>
        {chart.kind === 'campaigns' ? translate({id: 'dataset.chart.campaigns.caption', message: '{title}, by campaign', description: 'Caption of the table of a chart of campaigns'}, {title}) : title}
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <Translate id="dataset.chart.station" description="Heading of the station column of a chart's table">
              Station
            </Translate>
          </th>
          {columns.map((column) => (
            <th scope="col" key={column.heading}>
              {column.heading}
            </th>
          ))}
        </tr>
      </thead>
      {/* The search indexes the table's caption and headings; its cells are numbers and station
          codes, which nobody searches for and which would make the page rank as a long one. */}
      <tbody data-pagefind-ignore="">
        {chart.stations.map((station, index) => (
          <tr key={station}>
            {/* A station's code, not a word: no translation, in any language. */}
            <th scope="row" translate="no">
              {station}
            </th>
            {columns.map((column) => (
              <td key={column.heading}>{column.value(index)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Charts side by side where the column is wide enough (two in a page's column), one under the other on a phone. */
export function ChartGrid({children}: {children: ReactNode}): ReactNode {
  return <div className={styles.grid}>{children}</div>;
}

/**
 * One chart of a data set's measurements (`plugins/collections/datasetCharts.ts` draws it when
 * the site is built): a caption that names the variable with its unit and says in a sentence
 * what the chart shows, the drawing itself (the SVG file, shown through `<use>` so it takes the
 * page's colours) with an accessible name, what its axes or colours show, and the values as a
 * table in a `<details>`: the two-part text alternative of a complex image.
 *
 * @param chart the chart, of any kind
 * @param variable the variable it draws, in the page's language
 * @param dataset when the chart stands on another page (a cruise's): the data set's id and
 *   title, linked under the chart
 */
export default function DatasetChart({chart, variable, dataset}: {chart: Chart; variable: DatasetVariable; dataset?: {id: string; title: string}}): ReactNode {
  const formatNumber = useNumberFormat();
  const {withUnit} = useValueText(chart.decimals, variable);
  const href = `${useBaseUrl(chart.file)}#chart`;
  const title = variableTitle(variable);
  const finding = useFindingText(chart, variable);
  const name = useChartName(chart, title);
  const reference = chart.reference;
  return (
    <figure className={styles.chart}>
      <figcaption className={styles.caption}>
        <span className={styles.title}>{title}</span> {finding}
        {reference ? (
          <>
            {' '}
            <Translate
              id="dataset.chart.reference"
              values={{reference: reference.label, value: withUnit(reference.value)}}
              description="In a chart's caption: what its dashed line marks, e.g. the hypoxia threshold">
              {'The dashed line marks the {reference}, {value}.'}
            </Translate>
          </>
        ) : null}
      </figcaption>
      <svg className={styles.drawing} viewBox={`0 0 ${chart.width} ${chart.height}`} role="img" aria-label={name}>
        <use href={href} />
      </svg>
      <ChartKey chart={chart} title={title} />
      <details className={styles.values}>
        <summary>
          <Translate id="dataset.chart.values" values={{count: formatNumber(chart.stations.length)}} description="Opens the table of a chart's values; {count} is the number of stations">
            {'The values at the {count} stations'}
          </Translate>
        </summary>
        <ValuesTable chart={chart} variable={variable} title={title} />
      </details>
      {dataset ? (
        <p className={styles.link}>
          <Link to={detailPath('datasets', dataset.id)}>
            <Translate id="dataset.chart.datasetLink" values={{title: dataset.title}} description="Under a data set's key chart on its cruise's page: link to the data set's page">
              {'Every variable of {title}'}
            </Translate>
          </Link>
        </p>
      ) : null}
    </figure>
  );
}

import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import {unitLabel} from '@site/src/components/DatasetUnit';
import type {Dataset} from '@site/src/data/datasets';
import type {DatasetChart} from '@site/plugins/collections/datasetCharts';
import {useIntlLocale} from '@site/src/hooks/useIntlLocale';
import {useNumberFormat} from '@site/src/hooks/useNumberFormat';
import {localeDigits} from '@site/src/utils/formatNumber';
import styles from './styles.module.css';

type Variable = Dataset['variables'][number];

/** A variable's short name: its label, or else its description. */
const variableName = (variable: Variable): string => variable.label ?? variable.description;

/** A variable's unit as its values are written after them: none where the name is the unit (pH). */
const unitAfterValue = (variable: Variable): string => (unitLabel(variable.unit) === variableName(variable) ? '' : unitLabel(variable.unit));

/** A variable's name as an axis or a table heading shows it, with its unit: 'Salinity (PSU)', 'pH'. */
function variableTitle(variable: Variable): string {
  const unit = unitAfterValue(variable);
  return unit ? `${variableName(variable)} (${unit})` : variableName(variable);
}

/** One value as the values file writes it (the same decimals for every station), in the page's digits. */
function useValueText(decimals: number): (value: number) => string {
  const locale = useIntlLocale();
  return (value: number) => localeDigits(value.toFixed(decimals), locale);
}

/** The sentence that says what a chart shows, from its finding, in the page's language. */
function findingText(chart: DatasetChart, variable: Variable, valueText: (value: number) => string): string {
  const unit = unitAfterValue(variable);
  const withUnit = (value: number) => (unit ? `${valueText(value)} ${unit}` : valueText(value));
  const values = {
    variable: variableName(variable),
    from: withUnit(chart.finding.from.value),
    fromStation: chart.finding.from.station,
    to: withUnit(chart.finding.to.value),
    toStation: chart.finding.to.station,
  };
  switch (chart.finding.trend) {
    case 'rose':
      return translate(
        {id: 'dataset.chart.rose', message: '{variable} rose from {from} at {fromStation} to {to} at {toStation}.', description: 'Caption of a data set chart whose values rise from the first station to the last'},
        values,
      );
    case 'fell':
      return translate(
        {id: 'dataset.chart.fell', message: '{variable} fell from {from} at {fromStation} to {to} at {toStation}.', description: 'Caption of a data set chart whose values fall from the first station to the last'},
        values,
      );
    case 'ranged':
      return translate(
        {id: 'dataset.chart.ranged', message: '{variable} ranged from {from} at {fromStation} to {to} at {toStation}.', description: 'Caption of a data set chart: its lowest value and station, then its highest'},
        values,
      );
  }
}

/**
 * One chart: a caption that names the variable with its unit and says what the chart shows, the
 * drawing itself (the SVG file the build drew, shown through `<use>` so it takes the page's
 * colours), the stations' axis named below it, and the values as a table in a `<details>`: the
 * two-part text alternative of a complex image.
 */
function Chart({chart, variable}: {chart: DatasetChart; variable: Variable}): ReactNode {
  const formatNumber = useNumberFormat();
  const valueText = useValueText(chart.decimals);
  const href = `${useBaseUrl(chart.file)}#chart`;
  const title = variableTitle(variable);
  const stations = chart.points.map((point) => point.station);
  const count = formatNumber(stations.length);
  return (
    <figure className={styles.chart}>
      <figcaption className={styles.chartCaption}>
        <span className={styles.chartTitle}>{title}</span> {findingText(chart, variable, valueText)}
      </figcaption>
      <svg
        className={styles.chartDrawing}
        viewBox={`0 0 ${chart.width} ${chart.height}`}
        role="img"
        aria-label={translate(
          {id: 'dataset.chart.name', message: 'Chart of {title} at {count} stations, {first} to {last}', description: 'Accessible name of a data set chart'},
          {title, count, first: stations[0] ?? '', last: stations.at(-1) ?? ''},
        )}>
        <use href={href} />
      </svg>
      <p className={styles.chartAxis} aria-hidden="true">
        <Translate id="dataset.chart.stationAxis" description="Under a data set chart: what its horizontal axis shows">
          Station, in sampling order
        </Translate>
      </p>
      <details className={styles.chartValues}>
        <summary>
          <Translate id="dataset.chart.values" values={{count}} description="Opens the table of a chart's values; {count} is the number of stations">
            {'The values at the {count} stations'}
          </Translate>
        </summary>
        <table className={styles.table}>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">
                <Translate id="dataset.chart.station" description="Heading of the station column of a chart's table">
                  Station
                </Translate>
              </th>
              <th scope="col">{title}</th>
            </tr>
          </thead>
          <tbody>
            {chart.points.map((point) => (
              <tr key={point.station}>
                {/* A station's code, not a word: no translation, in any language. */}
                <th scope="row" translate="no">
                  {point.station}
                </th>
                <td>{point.value === null ? '–' : valueText(point.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

/**
 * A data set's measurements: one chart per variable (`plugins/collections/datasetCharts.ts`
 * draws them when the site is built), two side by side on a wide screen, one under the other on
 * a phone.
 */
export default function DatasetCharts({charts, variables}: {charts: readonly DatasetChart[]; variables: readonly Variable[]}): ReactNode {
  if (charts.length === 0) return null;
  return (
    <section aria-labelledby="dataset-charts">
      <Heading as="h2" id="dataset-charts">
        {translate({id: 'dataset.charts', message: 'Measurements', description: "Heading of a data set page's charts"})}
      </Heading>
      <p>
        <Translate id="dataset.charts.intro" description="Under the heading of a data set page's charts">
          Each chart shows one variable at every station, in the order the stations were sampled. Its values are in the table under it and in the CSV file.
        </Translate>
      </p>
      <div className={styles.charts}>
        {charts.map((chart) => {
          const variable = variables.find((candidate) => candidate.name === chart.variable);
          return variable ? <Chart key={chart.variable} chart={chart} variable={variable} /> : null;
        })}
      </div>
    </section>
  );
}

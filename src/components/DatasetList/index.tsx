import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {detailPath} from '@site/src/collections';
// Written by `plugins/collections` (`collectionDataFile`), oldest first, without stations; an import path cannot be composed.
import cruiseList from '@generated/borl-collections/default/cruises.json';
// Written by `plugins/collections` (`collectionDataFile`); an import path cannot be composed.
import datasetList from '@generated/borl-collections/default/datasets.json';
import {cruiseMonths, type Cruise} from '@site/src/data/cruises';
import type {Dataset} from '@site/src/data/datasets';
import {unitLabel} from '@site/src/components/DatasetUnit';
import {useIntlLocale} from '@site/src/hooks/useIntlLocale';
import styles from './styles.module.css';

/**
 * The data catalogue as a list, for the Data and Repositories page (imported by its MDX file in
 * every language): each data set's title linked to its page, its cruise and months, and the
 * variables it measured with their units (in the page's language). Reads the data sets (`content/datasets/`),
 * translated per locale.
 */
export default function DatasetList(): ReactNode {
  const locale = useIntlLocale();
  return (
    <ul className={styles.list}>
      {(datasetList as Dataset[]).map((dataset) => {
        const cruise = (cruiseList as Cruise[]).find((candidate) => candidate.id === dataset.cruise);
        return (
          <li key={dataset.id} className={styles.item}>
            <Link to={detailPath('datasets', dataset.id)} className={styles.title}>
              {dataset.title}
            </Link>
            {cruise ? (
              <span className={styles.meta}>
                <Translate id="datasetList.cruise" values={{cruise: cruise.name, months: cruiseMonths(cruise, locale)}} description="Under a data set's title: its cruise and months">
                  {'{cruise}, {months}'}
                </Translate>
              </span>
            ) : null}
            <span className={styles.meta}>
              <Translate
                id="datasetList.variables"
                values={{variables: dataset.variables.map((variable) => `${variable.description} (${unitLabel(variable.unit)})`).join('; ')}}
                description="Under a data set's title: the variables it measured">
                {'Variables: {variables}'}
              </Translate>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

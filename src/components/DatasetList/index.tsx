import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {detailPath} from '@site/src/collections';
import {cruiseMonths, findCruise} from '@site/src/data/cruises';
import {datasets} from '@site/src/data/datasets';
import {unitLabel} from '@site/src/components/DatasetUnit';
import {useIntlLocale} from '@site/src/hooks/useIntlLocale';
import styles from './styles.module.css';

/**
 * The data catalogue as a list, for the Data and Repositories page (imported by its MDX file in
 * every language): each data set's title linked to its page, its cruise and months, and the
 * variables it measured with their units (in the page's language). Reads `src/data/datasets.ts`,
 * translated per locale.
 */
export default function DatasetList(): ReactNode {
  const locale = useIntlLocale();
  return (
    <ul className={styles.list}>
      {datasets.map((dataset) => {
        const cruise = findCruise(dataset.cruise);
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

import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {detailPath} from '@site/src/collections';
import {cruiseMonths, type Cruise} from '@site/src/data/cruises';
import {useIntlLocale} from '@site/src/hooks/useIntlLocale';
import styles from './styles.module.css';

/**
 * The cruise log: a table (Cruise Date, Cruise/Expedition Name, Description) on wide screens
 * and a list of cards on small ones. Both are rendered and CSS shows one, so the server-rendered
 * page is right at every width without script; the hidden one is out of the accessibility tree.
 * Each cruise's name links to its page; its months are printed from its first and last days in
 * the page's language ('December 2023 – January 2024').
 */
export default function CruiseLog({cruises}: {cruises: readonly Cruise[]}): ReactNode {
  const dateHeading = translate({id: 'cruisePlanning.column.date', message: 'Cruise Date'});
  const nameHeading = translate({id: 'cruisePlanning.column.name', message: 'Cruise/Expedition Name'});
  const descriptionHeading = translate({id: 'cruisePlanning.column.description', message: 'Description'});
  const locale = useIntlLocale();
  return (
    <>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="sr-only">
            <Translate id="cruisePlanning.caption">Cruises and expeditions, oldest first</Translate>
          </caption>
          <thead>
            <tr>
              <th scope="col">{dateHeading}</th>
              <th scope="col">{nameHeading}</th>
              <th scope="col">{descriptionHeading}</th>
            </tr>
          </thead>
          <tbody>
            {cruises.map((cruise) => (
              <tr key={cruise.id}>
                <td className={styles.date}>
                  <time dateTime={cruise.startDate}>{cruiseMonths(cruise, locale)}</time>
                </td>
                <th scope="row" className={styles.name}>
                  <Link to={detailPath('cruises', cruise.id)}>{cruise.name}</Link>
                </th>
                <td>{cruise.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ol className={styles.cards}>
        {cruises.map((cruise) => (
          <li key={cruise.id} className={clsx('card', styles.card)}>
            <div className="card__body">
              <p className={styles.cardDate}>
                <span className="sr-only">{dateHeading}: </span>
                <time dateTime={cruise.startDate}>{cruiseMonths(cruise, locale)}</time>
              </p>
              <Heading as="h3" className={styles.cardName}>
                <Link to={detailPath('cruises', cruise.id)}>{cruise.name}</Link>
              </Heading>
              <p className={styles.cardText}>{cruise.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}

import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {Cruise} from '@site/src/data/cruises';
import styles from './styles.module.css';

/**
 * The cruise log: a table (Cruise Date, Cruise/Expedition Name, Description) on wide screens
 * and a list of cards on small ones. Both are rendered and CSS shows one, so the server-rendered
 * page is right at every width without script; the hidden one is out of the accessibility tree.
 */
export default function CruiseLog({cruises}: {cruises: readonly Cruise[]}): ReactNode {
  const dateHeading = translate({id: 'cruisePlanning.column.date', message: 'Cruise Date'});
  const nameHeading = translate({id: 'cruisePlanning.column.name', message: 'Cruise/Expedition Name'});
  const descriptionHeading = translate({id: 'cruisePlanning.column.description', message: 'Description'});
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
                  <time dateTime={cruise.yearMonth}>{cruise.date}</time>
                </td>
                <th scope="row" className={styles.name}>
                  {cruise.name}
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
                <time dateTime={cruise.yearMonth}>{cruise.date}</time>
              </p>
              <Heading as="h3" className={styles.cardName}>
                {cruise.name}
              </Heading>
              <p className={styles.cardText}>{cruise.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}

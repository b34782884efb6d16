import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {site} from '@site/src/data/site';
import {storeImageSize, type StoreItem} from '@site/src/data/store';
import styles from './styles.module.css';

function StoreFigure({item, eager}: {item: StoreItem; eager: boolean}): ReactNode {
  const imageUrl = useBaseUrl(item.img);
  return (
    <figure className={styles.item}>
      <img
        src={imageUrl}
        alt={translate({id: 'store.itemAlt', message: '{item} with the {shortName} logo'}, {item: item.name, shortName: site.shortName})}
        {...storeImageSize}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className={styles.image}
      />
      <figcaption className={styles.caption}>{item.name}</figcaption>
    </figure>
  );
}

/** The store's showcase grid: each item's image with its name as the caption; no price, no cart. */
export default function StoreShowcase({items}: {items: readonly StoreItem[]}): ReactNode {
  return (
    <ul className={styles.grid}>
      {items.map((item, index) => (
        <li key={item.id}>
          <StoreFigure item={item} eager={index < 3} />
        </li>
      ))}
    </ul>
  );
}

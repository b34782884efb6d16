import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {useSite} from '@site/src/hooks/useSite';
import {storeImageSize, type StoreItem} from '@site/src/data/store';
import ResponsiveImage from '@site/src/components/ResponsiveImage';
import Grid from '@site/src/components/Grid';
import styles from './styles.module.css';
import {isFirstScreenImage} from '@site/src/utils/firstScreen';

/**
 * Rendered width of an item's image, as an HTML `sizes` value: a cell of the grid (2 columns,
 * 3 from 768 px, 1.25rem apart) in a side-menu page's column (the window less 2 × 1rem; from
 * 997 px less the 300 px side menu and 2 × 2.5rem).
 */
const imageSizes = '(min-width: 997px) calc((100vw - 420px) / 3), (min-width: 768px) calc((100vw - 72px) / 3), calc((100vw - 52px) / 2)';

function StoreFigure({item, eager}: {item: StoreItem; eager: boolean}): ReactNode {
  const site = useSite();
  return (
    <figure className={styles.item}>
      <ResponsiveImage
        src={item.img}
        alt={translate({id: 'store.itemAlt', message: '{item} with the {shortName} logo'}, {item: item.name, shortName: site.shortName})}
        {...storeImageSize}
        sizes={imageSizes}
        loading={eager ? 'eager' : 'lazy'}
        framed
      />
      <figcaption className={styles.caption}>{item.name}</figcaption>
    </figure>
  );
}

/** The store's showcase grid: each item's image with its name as the caption; no price, no cart. */
export default function StoreShowcase({items}: {items: readonly StoreItem[]}): ReactNode {
  return (
    <Grid as="ul" columns="2-3" gap="md" className={styles.grid}>
      {items.map((item, index) => (
        <li key={item.id}>
          <StoreFigure item={item} eager={isFirstScreenImage(index)} />
        </li>
      ))}
    </Grid>
  );
}

import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import ListPage from '@site/src/components/ListPage';
import {useSite} from '@site/src/hooks/useSite';
// Written by `plugins/collections` (`collectionDataFile`); an import path cannot be composed.
import storeItems from '@generated/borl-collections/default/store.json';
import type {StoreItem} from '@site/src/data/store';
import StoreShowcase from './_components/StoreShowcase';

/** Store: a showcase of the five items of `src/data/store.ts`, images and names only (no price, no cart). */
export default function Store(): ReactNode {
  const site = useSite();
  return (
    <ListPage
      linkId="store"
      description={translate({id: 'store.description', message: 'Caps, key rings, pens, T-shirts and mugs with the {shortName} wave mark.'}, {shortName: site.shortName})}
      intro={
        <p>
          <Translate id="store.intro" values={{shortName: site.shortName}}>
            {'Carry a piece of the Bay of Bengal with you: our cap, key ring, pen, T-shirt and mug all wear the {shortName} wave mark.'}
          </Translate>
        </p>
      }>
      <StoreShowcase items={storeItems as StoreItem[]} />
    </ListPage>
  );
}

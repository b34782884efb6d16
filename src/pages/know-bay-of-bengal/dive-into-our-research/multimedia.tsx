import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import ListPage from '@site/src/components/ListPage';
// Written by `plugins/collections` (`collectionDataFile`); an import path cannot be composed.
import galleryItems from '@generated/borl-collections/default/gallery.json';
import type {GalleryItem} from '@site/src/data/gallery';
import Gallery from './_components/Gallery';
import styles from './multimedia.module.css';

/**
 * Multimedia Gallery: the laboratory's illustrations and maps in a carousel with thumbnails
 * (`_components/Gallery`), filled from `content/gallery/`. Swiper and its stylesheet are
 * imported by the gallery component only, so they load with this page and no other.
 */
export default function Multimedia(): ReactNode {
  return (
    <ListPage
      title={translate({id: 'multimedia.title', message: 'Multimedia Gallery'})}
      description={translate({
        id: 'multimedia.description',
        message: 'Illustrations and maps from BORL research on the Bay of Bengal: cruises, the Sundarbans, corals, hilsa, submarine canyons and our laboratories.',
      })}
      intro={
        <p className={styles.lead}>
          <Translate id="multimedia.lead">
            Scenes from our cruises and laboratories, and the maps our researchers drew for the Bay of Bengal fact pages. A new image appears every four seconds: pause the slideshow or pick a
            thumbnail to look longer.
          </Translate>
        </p>
      }>
      <Gallery items={galleryItems as GalleryItem[]} />
    </ListPage>
  );
}

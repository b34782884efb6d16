import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import SideMenuLayout from '@site/src/components/SideMenuLayout';
import {galleryItems} from '@site/src/data/gallery';
import Gallery from './_components/Gallery';
import styles from './multimedia.module.css';

/**
 * Multimedia Gallery: the laboratory's illustrations and maps in a carousel with thumbnails
 * (`_components/Gallery`), filled from `src/data/gallery.ts`. Swiper and its stylesheet are
 * imported by the gallery component only, so they load with this page and no other.
 */
export default function Multimedia(): ReactNode {
  return (
    <SideMenuLayout
      title={translate({id: 'multimedia.title', message: 'Multimedia Gallery'})}
      description={translate({
        id: 'multimedia.description',
        message:
          'Illustrations and maps from BORL research on the Bay of Bengal: cruises, the Sundarbans, corals, hilsa, submarine canyons and our laboratories.',
      })}>
      <Heading as="h1">
        <Translate id="multimedia.heading">Multimedia Gallery</Translate>
      </Heading>
      <p className={styles.lead}>
        <Translate id="multimedia.lead">
          Scenes from our cruises and laboratories and the maps our researchers drew for the Bay of Bengal fact pages.
          The images change every four seconds: pause the slideshow, pick a thumbnail or use the arrow keys to look at
          one for longer, and open the gallery in full screen.
        </Translate>
      </p>
      <Gallery items={galleryItems} />
    </SideMenuLayout>
  );
}

import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {EntryListPage} from '@site/src/components/ListPage';
import {researchAreas, researchImageSize} from '@site/src/data/research';
import {detailPath} from '@site/src/collections';

/**
 * Area of Research: a grid of image cards, one per area of `static/area-of-research.json`, each
 * leading to the area's page. The list is read at build time, so the page needs no loading state.
 */
export default function AreaOfResearch(): ReactNode {
  return (
    <EntryListPage
      linkId="area-of-research"
      description={translate({
        id: 'researchAreas.description',
        message: 'The fields the laboratory works in: oceanography, biodiversity, coastal geology, fisheries, pollution, remote sensing and biotechnology.',
      })}
      intro={
        <p>
          <Translate id="researchAreas.intro">
            Our research spans the physics, chemistry, geology and life of the northern Bay of Bengal. Choose an area to see what we study and how.
          </Translate>
        </p>
      }
      entries={researchAreas}
      card={(area) => ({title: area.title, image: {src: area.img, alt: '', ...researchImageSize}, link: {to: detailPath('researchAreas', area.id)}})}
    />
  );
}

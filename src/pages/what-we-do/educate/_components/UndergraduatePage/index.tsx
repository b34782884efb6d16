import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import SideMenuLayout from '@site/src/components/SideMenuLayout';
import EntryDetail, {entryDetailMediaSizes} from '@site/src/components/EntryDetail';
import ResponsiveImage from '@site/src/components/ResponsiveImage';
import Paragraphs from '@site/src/components/Paragraphs';
import {CardGrid, cardGridSizes} from '@site/src/components/CardGrid';
import EntryCard from '@site/src/components/EntryCard';
import {educationImageSize, type UndergraduateProgram} from '@site/src/data/education';
import type {DetailPageProps} from '@site/src/collections';

/**
 * Rendered width of the cards' images, as an HTML `sizes` value: a cell of the `CardGrid` in the
 * entry, which is at most 60rem wide, so from 1340 px the cell stops growing.
 */
const cardImageSizes = `(min-width: 1340px) 304px, ${cardGridSizes.sideMenu}`;

/**
 * The page of one undergraduate programme or resource (`{list page}/{id}`):
 * title, image, description, the entry's cards when it has some (the three undergraduate
 * resources), and a button back to the list.
 */
export default function UndergraduatePage({entry: program, listPath}: DetailPageProps<UndergraduateProgram>): ReactNode {
  return (
    <SideMenuLayout title={program.title} description={program.summary}>
      <EntryDetail
        title={program.title}
        media={<ResponsiveImage src={program.img} alt="" {...educationImageSize.card} sizes={entryDetailMediaSizes.top} loading="eager" />}
        actions={
          <Link to={listPath} className="button button--secondary">
            <Translate id="undergraduate.back" description="Button from an undergraduate page back to the list">
              Back to Undergraduate
            </Translate>
          </Link>
        }>
        <Paragraphs text={program.description} />
        {program.cards ? (
          <CardGrid>
            {program.cards.map((card) => (
              <EntryCard key={card.id} title={card.title} image={{src: card.img, alt: '', ...educationImageSize.card, sizes: cardImageSizes}}>
                <p>{card.description}</p>
              </EntryCard>
            ))}
          </CardGrid>
        ) : null}
      </EntryDetail>
    </SideMenuLayout>
  );
}

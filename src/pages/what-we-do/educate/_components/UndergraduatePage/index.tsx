import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import SideMenuLayout from '@site/src/components/SideMenuLayout';
import EntryDetail from '@site/src/components/EntryDetail';
import Paragraphs from '@site/src/components/Paragraphs';
import {CardGrid} from '@site/src/components/CardGrid';
import EntryCard from '@site/src/components/EntryCard';
import {educationImageSize, type UndergraduateProgram} from '@site/src/data/education';
import {collectionRoutes} from '@site/src/utils/collectionRoutes';

/**
 * The page of one undergraduate programme or resource (`/what-we-do/educate/undergraduate/{id}`):
 * title, image, description, the entry's cards when it has some (the three undergraduate
 * resources), and a button back to the list.
 */
export default function UndergraduatePage({entry: program}: {entry: UndergraduateProgram}): ReactNode {
  const imageUrl = useBaseUrl(program.img);
  return (
    <SideMenuLayout title={program.title} description={program.summary}>
      <EntryDetail
        title={program.title}
        media={<img src={imageUrl} alt="" {...educationImageSize.card} decoding="async" />}
        actions={
          <Link to={collectionRoutes.undergraduate} className="button button--secondary">
            <Translate id="undergraduate.back" description="Button from an undergraduate page back to the list">
              Back to Undergraduate
            </Translate>
          </Link>
        }>
        <Paragraphs text={program.description} />
        {program.cards ? (
          <CardGrid>
            {program.cards.map((card) => (
              <EntryCard key={card.id} title={card.title} image={{src: card.img, alt: '', ...educationImageSize.card}}>
                <p>{card.description}</p>
              </EntryCard>
            ))}
          </CardGrid>
        ) : null}
      </EntryDetail>
    </SideMenuLayout>
  );
}

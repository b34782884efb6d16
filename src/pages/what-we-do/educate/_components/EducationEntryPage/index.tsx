import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import SideMenuLayout from '@site/src/components/SideMenuLayout';
import EntryDetail, {entryDetailMediaSizes} from '@site/src/components/EntryDetail';
import ResponsiveImage from '@site/src/components/ResponsiveImage';
import Paragraphs from '@site/src/components/Paragraphs';
import {CardGrid, cardGridSizes} from '@site/src/components/CardGrid';
import EntryCard from '@site/src/components/EntryCard';
import {educationImageSize, type GraduateDiscipline, type UndergraduateProgram} from '@site/src/data/education';
import {listPath as collectionListPath, type DetailPageProps} from '@site/src/collections';

/**
 * Rendered width of the cards' images, as an HTML `sizes` value: a cell of the `CardGrid` in the
 * entry, which is at most 60rem wide, so from 1340 px the cell stops growing.
 */
const cardImageSizes = `(min-width: 1340px) 304px, ${cardGridSizes.sideMenu}`;

/** The text of the button back to the list the entry sits under. */
function BackLabel({listPath}: {listPath: string}): ReactNode {
  return listPath === collectionListPath('graduate') ? (
    <Translate id="graduate.back" description="Button from a graduate discipline page back to the list">
      Back to Graduate
    </Translate>
  ) : (
    <Translate id="undergraduate.back" description="Button from an undergraduate page back to the list">
      Back to Undergraduate
    </Translate>
  );
}

/**
 * The page of one graduate discipline or undergraduate programme (`{list page}/{id}`): title,
 * the undergraduate entry's image (a discipline has only a list icon), the description, the
 * entry's cards when it has some (the three undergraduate resources), and a button back to the
 * list (graduate or undergraduate, from `listPath`).
 */
export default function EducationEntryPage({entry, listPath}: DetailPageProps<GraduateDiscipline | UndergraduateProgram>): ReactNode {
  const program = 'img' in entry ? entry : undefined;
  return (
    <SideMenuLayout title={entry.title} description={entry.summary}>
      <EntryDetail
        title={entry.title}
        media={program ? <ResponsiveImage src={program.img} alt="" {...educationImageSize.card} sizes={entryDetailMediaSizes.top} loading="eager" /> : undefined}
        actions={
          <Link to={listPath} className="button button--secondary">
            <BackLabel listPath={listPath} />
          </Link>
        }>
        <Paragraphs text={entry.description} rich={entry.body} />
        {program?.cards ? (
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

import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import SideMenuLayout from '@site/src/components/SideMenuLayout';
import EntryDetail, {entryDetailMediaSizes} from '@site/src/components/EntryDetail';
import ResponsiveImage from '@site/src/components/ResponsiveImage';
import Paragraphs from '@site/src/components/Paragraphs';
import {programExcerpt, researchImageSize, type Program, type ResearchArea} from '@site/src/data/research';
import {listPath as collectionListPath, type DetailPageProps} from '@site/src/collections';
import RelatedLinks from '@site/src/components/RelatedLinks';

/** The text of the button back to the list the entry sits under. */
function BackLabel({listPath}: {listPath: string}): ReactNode {
  return listPath === collectionListPath('researchAreas') ? (
    <Translate id="researchArea.back" description="Button from a research area page back to the list">
      Back to Area of Research
    </Translate>
  ) : (
    <Translate id="program.back" description="Button from a programme page back to the list">
      Back to Programs and Projects
    </Translate>
  );
}

/**
 * The page of one programme or research area (`{list page}/{id}`), pre-rendered for every entry
 * of `content/programs/` and `content/research-areas/`: title, image, the
 * full description, the linked entries (a programme's research areas and people; an area's
 * programmes and their people: the `related` links of `plugins/collections/connections.ts`) and
 * a button back to the list (the programmes or the research areas, from `listPath`).
 */
export default function ResearchEntryPage({entry, listPath, related}: DetailPageProps<Program | ResearchArea>): ReactNode {
  return (
    <SideMenuLayout title={entry.title} description={programExcerpt(entry)}>
      <EntryDetail
        title={entry.title}
        media={<ResponsiveImage src={entry.img} alt="" {...researchImageSize} sizes={entryDetailMediaSizes.top} loading="eager" />}
        actions={
          <Link to={listPath} className="button button--secondary">
            <BackLabel listPath={listPath} />
          </Link>
        }>
        <Paragraphs text={entry.description} rich={entry.body} />
        <RelatedLinks related={related} />
      </EntryDetail>
    </SideMenuLayout>
  );
}

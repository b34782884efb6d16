import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import SideMenuLayout from '@site/src/components/SideMenuLayout';
import EntryDetail from '@site/src/components/EntryDetail';
import Paragraphs from '@site/src/components/Paragraphs';
import {programExcerpt, researchImageSize, type Program} from '@site/src/data/research';
import {collectionRoutes} from '@site/src/utils/collectionRoutes';

/**
 * The page of one programme (`/what-we-do/understand/programs-and-projects/{id}`),
 * pre-rendered for every entry of `static/programs-and-project.json`: title, image, the full
 * description and a button back to the list.
 */
export default function ProgramPage({entry: program}: {entry: Program}): ReactNode {
  const imageUrl = useBaseUrl(program.img);
  return (
    <SideMenuLayout title={program.title} description={programExcerpt(program)}>
      <EntryDetail
        title={program.title}
        media={<img src={imageUrl} alt="" {...researchImageSize} decoding="async" />}
        actions={
          <Link to={collectionRoutes.programs} className="button button--secondary">
            <Translate id="program.back" description="Button from a programme page back to the list">
              Back to Programs and Projects
            </Translate>
          </Link>
        }>
        <Paragraphs text={program.description} />
      </EntryDetail>
    </SideMenuLayout>
  );
}

import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import SideMenuLayout from '@site/src/components/SideMenuLayout';
import EntryDetail, {entryDetailMediaSizes} from '@site/src/components/EntryDetail';
import ResponsiveImage from '@site/src/components/ResponsiveImage';
import Paragraphs from '@site/src/components/Paragraphs';
import {programExcerpt, researchImageSize, type Program} from '@site/src/data/research';
import type {DetailPageProps} from '@site/src/collections';

/**
 * The page of one programme (`{list page}/{id}`),
 * pre-rendered for every entry of `static/programs-and-project.json`: title, image, the full
 * description and a button back to the list.
 */
export default function ProgramPage({entry: program, listPath}: DetailPageProps<Program>): ReactNode {
  return (
    <SideMenuLayout title={program.title} description={programExcerpt(program)}>
      <EntryDetail
        title={program.title}
        media={<ResponsiveImage src={program.img} alt="" {...researchImageSize} sizes={entryDetailMediaSizes.top} loading="eager" />}
        actions={
          <Link to={listPath} className="button button--secondary">
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

import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import SideMenuLayout from '@site/src/components/SideMenuLayout';
import EntryDetail, {entryDetailMediaSizes} from '@site/src/components/EntryDetail';
import ResponsiveImage from '@site/src/components/ResponsiveImage';
import Paragraphs from '@site/src/components/Paragraphs';
import {programExcerpt, researchImageSize, type ResearchArea} from '@site/src/data/research';
import type {DetailPageProps} from '@site/src/collections';

/**
 * The page of one research area (`{list page}/{id}`),
 * pre-rendered for every entry of `static/area-of-research.json`: title, image, the full
 * description and a button back to the list.
 */
export default function ResearchAreaPage({entry: area, listPath}: DetailPageProps<ResearchArea>): ReactNode {
  return (
    <SideMenuLayout title={area.title} description={programExcerpt(area)}>
      <EntryDetail
        title={area.title}
        media={<ResponsiveImage src={area.img} alt="" {...researchImageSize} sizes={entryDetailMediaSizes.top} loading="eager" />}
        actions={
          <Link to={listPath} className="button button--secondary">
            <Translate id="researchArea.back" description="Button from a research area page back to the list">
              Back to Area of Research
            </Translate>
          </Link>
        }>
        <Paragraphs text={area.description} />
      </EntryDetail>
    </SideMenuLayout>
  );
}

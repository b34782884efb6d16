import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import SideMenuLayout from '@site/src/components/SideMenuLayout';
import EntryDetail, {entryDetailMediaSizes} from '@site/src/components/EntryDetail';
import Paragraphs from '@site/src/components/Paragraphs';
import {alumnusExcerpt, type Alumnus} from '@site/src/data/alumni';
import type {DetailPageProps} from '@site/src/collections';
import {AlumnusPhoto} from '../AlumnusCard';

/**
 * The page of one alumnus (`{list page}/{id}`), pre-rendered for every
 * entry of `src/data/alumni.ts`: photo (or the placeholder), name, the biography in paragraphs
 * and Back to the list.
 */
export default function AlumnusPage({entry: alumnus, listPath}: DetailPageProps<Alumnus>): ReactNode {
  return (
    <SideMenuLayout title={alumnus.name} description={alumnusExcerpt(alumnus)}>
      <EntryDetail
        title={alumnus.name}
        mediaLayout="side"
        media={<AlumnusPhoto alumnus={alumnus} sizes={entryDetailMediaSizes.side} eager />}
        actions={
          <Link to={listPath} className="button button--secondary">
            <Translate id="alumnus.back" description="Button from an alumnus page back to Lab Alumni">
              Back to Lab Alumni
            </Translate>
          </Link>
        }>
        <Paragraphs text={alumnus.description} rich={alumnus.body} />
      </EntryDetail>
    </SideMenuLayout>
  );
}

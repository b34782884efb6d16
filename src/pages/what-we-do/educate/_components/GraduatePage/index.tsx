import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import SideMenuLayout from '@site/src/components/SideMenuLayout';
import EntryDetail from '@site/src/components/EntryDetail';
import Paragraphs from '@site/src/components/Paragraphs';
import type {GraduateDiscipline} from '@site/src/data/education';
import type {DetailPageProps} from '@site/src/collections';

/**
 * The page of one graduate discipline (`{list page}/{id}`): title, the
 * description and a button back to the list.
 */
export default function GraduatePage({entry: discipline, listPath}: DetailPageProps<GraduateDiscipline>): ReactNode {
  return (
    <SideMenuLayout title={discipline.title} description={discipline.summary}>
      <EntryDetail
        title={discipline.title}
        actions={
          <Link to={listPath} className="button button--secondary">
            <Translate id="graduate.back" description="Button from a graduate discipline page back to the list">
              Back to Graduate
            </Translate>
          </Link>
        }>
        <Paragraphs text={discipline.description} />
      </EntryDetail>
    </SideMenuLayout>
  );
}

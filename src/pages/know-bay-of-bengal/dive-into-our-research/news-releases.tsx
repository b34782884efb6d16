import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import SideMenuLayout from '@site/src/components/SideMenuLayout';
import FeaturedArticleList from '@site/src/components/FeaturedArticleList';

/** News Releases: the featured article list, with the know-bay-of-bengal side menu. */
export default function NewsReleasesPage(): ReactNode {
  return (
    <SideMenuLayout
      title={translate({id: 'featuredArticles.title', message: 'Featured Article'})}
      description={translate({
        id: 'featuredArticles.description',
        message: 'Featured articles of the Bay of Bengal Ocean Research Laboratory: expeditions, surveys, coral, plankton, sharks and rays, and coastal water quality.',
      })}>
      <FeaturedArticleList />
    </SideMenuLayout>
  );
}

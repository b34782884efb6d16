import React, {type ReactNode} from 'react';
import SideMenuLayout from '@site/src/components/SideMenuLayout';
import FeaturedArticleList, {featuredArticleListMeta} from '@site/src/components/FeaturedArticleList';

/** News Releases: the featured article list, with the know-bay-of-bengal side menu. */
export default function NewsReleasesPage(): ReactNode {
  return (
    <SideMenuLayout {...featuredArticleListMeta()}>
      <FeaturedArticleList />
    </SideMenuLayout>
  );
}

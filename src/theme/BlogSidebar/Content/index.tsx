import React, {memo, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {groupBlogSidebarItemsByYear} from '@docusaurus/plugin-content-blog/client';
import Heading from '@theme/Heading';
import type {Props} from '@theme/BlogSidebar/Content';
import {useNumberFormat} from '@site/src/hooks/useNumberFormat';

/**
 * The blog sidebar's list of posts, as the theme draws it (grouped under a heading per year when
 * `themeConfig.blog.sidebar.groupByYear` is on, the theme's default), with each year written in
 * the digits of the page's language: `2024` on English pages, `২০২৪` on Bengali ones. The theme
 * writes the year as the blog plugin groups it, in Latin digits, and its year group is not a
 * component of its own that a wrapper could reach.
 */
function BlogSidebarContent({items, yearGroupHeadingClassName, ListComponent}: Props): ReactNode {
  const themeConfig = useThemeConfig();
  const formatNumber = useNumberFormat();
  if (!themeConfig.blog.sidebar.groupByYear) {
    return <ListComponent items={items} />;
  }
  return (
    <>
      {groupBlogSidebarItemsByYear(items).map(([year, yearItems]) => (
        <div role="group" key={year}>
          <Heading as="h3" className={yearGroupHeadingClassName}>
            {formatNumber(Number(year), {grouping: false})}
          </Heading>
          <ListComponent items={yearItems} />
        </div>
      ))}
    </>
  );
}

export default memo(BlogSidebarContent);

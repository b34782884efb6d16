import React, {memo, useId, type ReactNode} from 'react';
import clsx from 'clsx';
import {useThemeConfig} from '@docusaurus/theme-common';
import {groupBlogSidebarItemsByYear} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogSidebar/Content';
import {useNumberFormat} from '@site/src/hooks/useNumberFormat';
import styles from './styles.module.css';

/**
 * The blog sidebar's list of posts, as the theme draws it (grouped by year when
 * `themeConfig.blog.sidebar.groupByYear` is on, the theme's default), with each year written in
 * the digits of the page's language: `2024` on English pages, `২০২৪` on Bengali ones. The theme
 * writes the year as the blog plugin groups it, in Latin digits, and its year group is not a
 * component of its own that a wrapper could reach.
 *
 * The theme makes each year an `<h3>`; the sidebar comes before the post in the page, so a post's
 * outline began with years and reached its `<h1>` later. Here the year labels its group
 * (`role="group"` named by `aria-labelledby`) and looks as the heading did, and the post's title
 * is the page's first heading.
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
        <YearGroup key={year} label={formatNumber(Number(year), {grouping: false})} labelClassName={yearGroupHeadingClassName}>
          <ListComponent items={yearItems} />
        </YearGroup>
      ))}
    </>
  );
}

/** One year's posts: a group named by the year above it. */
function YearGroup({label, labelClassName, children}: {label: string; labelClassName: string | undefined; children: ReactNode}): ReactNode {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId}>
      <p id={labelId} className={clsx(styles.yearLabel, labelClassName)}>
        {label}
      </p>
      {children}
    </div>
  );
}

export default memo(BlogSidebarContent);

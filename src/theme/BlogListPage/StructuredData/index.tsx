import React, {type ReactNode} from 'react';
import {useBlogListPageStructuredData} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogListPage/StructuredData';
import StructuredData from '@site/src/components/StructuredData';
import {localBlogPosting} from '@site/src/components/StructuredData/blogPosting';

/**
 * The theme's Blog of a blog's list page, in the page's language: each listed post as
 * {@link localBlogPosting} puts it (the plugin lists them in the order of `items`), and the
 * page's `inLanguage` (through `StructuredData`).
 */
export default function BlogListPageStructuredData(props: Props): ReactNode {
  const blog = useBlogListPageStructuredData(props);
  const postings = [blog.blogPost ?? []].flat();
  const blogPost = postings.map((posting, index) =>
    typeof posting === 'object' ? localBlogPosting(posting, (props.items[index]?.content.frontMatter as Record<string, unknown> | undefined)?.image_alt) : posting,
  );
  return <StructuredData data={{...blog, blogPost}} />;
}

import React, {type ReactNode} from 'react';
import {useBlogPost, useBlogPostStructuredData} from '@docusaurus/plugin-content-blog/client';
import StructuredData from '@site/src/components/StructuredData';
import {localBlogPosting} from '@site/src/components/StructuredData/blogPosting';

/**
 * The theme's BlogPosting of a post page, in the page's language: the authors' titles and the
 * image's caption as {@link localBlogPosting} puts them, and the page's `inLanguage` (through
 * `StructuredData`).
 */
export default function BlogPostStructuredData(): ReactNode {
  const {frontMatter} = useBlogPost();
  const posting = useBlogPostStructuredData();
  return <StructuredData data={localBlogPosting(posting, (frontMatter as Record<string, unknown>).image_alt)} />;
}

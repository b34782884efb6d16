import React, {type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useBlogPost, useBlogPostStructuredData} from '@docusaurus/plugin-content-blog/client';
import StructuredData from '@site/src/components/StructuredData';
import {localBlogPosting} from '@site/src/components/StructuredData/blogPosting';
import {canonicalUrlOf} from '@site/src/collections';

/**
 * The theme's BlogPosting of a post page, in the page's language: the authors' titles and the
 * image's caption as {@link localBlogPosting} puts them, the page's `inLanguage` (through
 * `StructuredData`), and the blog it is part of named by its canonical page (the featured
 * articles' list is News Releases, `pagesShownElsewhere`), not by the blog's own list address.
 */
export default function BlogPostStructuredData(): ReactNode {
  const {frontMatter} = useBlogPost();
  const {siteConfig} = useDocusaurusContext();
  const posting = useBlogPostStructuredData();
  const localeRoot = `${siteConfig.url}${siteConfig.baseUrl}`;
  const blog = posting.isPartOf as {'@id'?: string; url?: string} | undefined;
  const isPartOf = blog && {...blog, ...(blog['@id'] ? {'@id': canonicalUrlOf(blog['@id'], localeRoot)} : {}), ...(blog.url ? {url: canonicalUrlOf(blog.url, localeRoot)} : {})};
  return <StructuredData data={localBlogPosting(isPartOf ? {...posting, isPartOf} : posting, (frontMatter as Record<string, unknown>).image_alt)} />;
}

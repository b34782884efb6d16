import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {HtmlClassNameProvider, PageMetadata, ThemeClassNames} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import SearchMetadata from '@theme/SearchMetadata';
import type {Props} from '@theme/BlogTagsPostsPage';
import {FeaturedArticleGrid, FeaturedArticlePageMain} from '@site/src/components/FeaturedArticleList';
import {useFeaturedArticles} from '@site/src/hooks/useFeaturedArticles';
import {usePostCount} from '@site/src/hooks/usePostCount';

/** The page's title, '2 posts tagged with "Plankton"', in the theme's words, the count in the page's digits. */
function useTagTitle(tag: Props['tag']): string {
  const postCount = usePostCount();
  return translate({id: 'theme.blog.tagTitle', description: 'The title of the page for a blog tag', message: '{nPosts} tagged with "{tagName}"'}, {nPosts: postCount(tag.count), tagName: tag.label});
}

/**
 * A tag's page of the featured articles (`/news/featured-article/tags/{tag}`): the theme's
 * title ("2 posts tagged with “Plankton”", {@link useTagTitle}) and the tag's description, then
 * the tagged articles in the card grid of the 'Featured Article' list (image, date, title), at
 * the full width of the page as that list has it, instead of the theme's full posts beside the
 * blog's list of posts. Only the featured-articles blog has tags; a post the featured-articles
 * data does not know is left out.
 */
export default function BlogTagsPostsPage({tag, items}: Props): ReactNode {
  const title = useTagTitle(tag);
  const permalinks = new Set(items.map((item) => item.content.metadata.permalink));
  const articles = useFeaturedArticles().filter((article) => permalinks.has(article.permalink));
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogTagPostListPage)}>
      <PageMetadata title={title} description={tag.description} />
      <SearchMetadata tag="blog_tags_posts" />
      <Layout>
        <FeaturedArticlePageMain>
          <header className="margin-bottom--lg">
            <Heading as="h1">{title}</Heading>
            {tag.description ? <p>{tag.description}</p> : null}
            <Link href={tag.allTagsPath}>
              <Translate id="theme.tags.tagsPageLink" description="The label of the link targeting the tag list page">
                View All Tags
              </Translate>
            </Link>
          </header>
          <FeaturedArticleGrid articles={articles} collapsedCount={articles.length} layout="page" />
        </FeaturedArticlePageMain>
      </Layout>
    </HtmlClassNameProvider>
  );
}

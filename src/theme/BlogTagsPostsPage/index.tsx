import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {HtmlClassNameProvider, PageMetadata, ThemeClassNames} from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import Heading from '@theme/Heading';
import SearchMetadata from '@theme/SearchMetadata';
import type {Props} from '@theme/BlogTagsPostsPage';
import ArticleCard from '@site/src/components/ArticleCard';
import SeeMoreGrid, {seeMoreGridSizes} from '@site/src/components/SeeMoreGrid';
import {useFeaturedArticles} from '@site/src/hooks/useFeaturedArticles';
import {usePostCount} from '@site/src/hooks/usePostCount';
import {isFirstScreenImage} from '@site/src/utils/firstScreen';

/** The page's title, '2 posts tagged with "Plankton"', in the theme's words, the count in the page's digits. */
function useTagTitle(tag: Props['tag']): string {
  const postCount = usePostCount();
  return translate(
    {id: 'theme.blog.tagTitle', description: 'The title of the page for a blog tag', message: '{nPosts} tagged with "{tagName}"'},
    {nPosts: postCount(tag.count), tagName: tag.label},
  );
}

/**
 * A tag's page of the featured articles (`/news/featured-article/tags/{tag}`): the theme's blog
 * layout, title ("2 posts tagged with “Plankton”", {@link useTagTitle}) and the tag's
 * description, then the tagged articles as the cards of the 'Featured Article' list (image,
 * date, title) instead of the theme's full posts. Only the featured-articles blog has
 * tags; a post the featured-articles data does not know is left out.
 */
export default function BlogTagsPostsPage({tag, items, sidebar}: Props): ReactNode {
  const title = useTagTitle(tag);
  const permalinks = new Set(items.map((item) => item.content.metadata.permalink));
  const articles = useFeaturedArticles().filter((article) => permalinks.has(article.permalink));
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogTagPostListPage)}>
      <PageMetadata title={title} description={tag.description} />
      <SearchMetadata tag="blog_tags_posts" />
      <BlogLayout sidebar={sidebar}>
        <header className="margin-bottom--lg">
          <Heading as="h1">{title}</Heading>
          {tag.description ? <p>{tag.description}</p> : null}
          <Link href={tag.allTagsPath}>
            <Translate id="theme.tags.tagsPageLink" description="The label of the link targeting the tag list page">
              View All Tags
            </Translate>
          </Link>
        </header>
        <SeeMoreGrid
          items={articles}
          collapsedCount={articles.length}
          itemKey={(article) => article.id}
          label={translate({id: 'featuredArticles.listLabel', message: 'Featured articles'})}
          renderItem={(article, index) => (
            <ArticleCard article={article} headingAs="h2" eager={isFirstScreenImage(index)} sizes={seeMoreGridSizes.sideMenu} />
          )}
        />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}

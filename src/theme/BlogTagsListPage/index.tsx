import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {HtmlClassNameProvider, PageMetadata, ThemeClassNames, translateTagsPageTitle} from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import Heading from '@theme/Heading';
import SearchMetadata from '@theme/SearchMetadata';
import type {Props} from '@theme/BlogTagsListPage';
import {useIntlLocale} from '@site/src/hooks/useIntlLocale';
import {usePostCount} from '@site/src/hooks/usePostCount';
import styles from './styles.module.css';

/**
 * The tags page of the featured articles (`/news/featured-article/tags`): in the blog's layout,
 * the theme's title ('Tags', translated), then every tag in the alphabetical order of the page's
 * language with its number of articles (in the page's digits) and its description, from the
 * blog's `tags.yml` (Bengali: the localized `tags.yml` under `i18n/bn/`), and a description of
 * the page for search engines and link previews. The theme groups tags under their first Latin
 * letter, counts in Latin digits and describes nothing.
 */
export default function BlogTagsListPage({tags, sidebar}: Props): ReactNode {
  const title = translateTagsPageTitle();
  const locale = useIntlLocale();
  const postCount = usePostCount();
  const sorted = [...tags].sort((a, b) => a.label.localeCompare(b.label, locale));
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogTagsListPage)}>
      <PageMetadata
        title={title}
        description={translate({
          id: 'theme.blog.tagsListPage.description',
          description: 'The description (meta) of the page that lists every tag of the featured articles',
          message: "The topics of the laboratory's featured articles, with the number of articles on each.",
        })}
      />
      <SearchMetadata tag="blog_tags_list" />
      <BlogLayout sidebar={sidebar}>
        <Heading as="h1">{title}</Heading>
        <ul className={styles.tags}>
          {sorted.map((tag) => (
            <li key={tag.permalink} className={styles.tag}>
              <Link to={tag.permalink} className={styles.label}>
                {tag.label}
              </Link>{' '}
              <span className={styles.count}>({postCount(tag.count)})</span>
              {tag.description ? <p className={styles.description}>{tag.description}</p> : null}
            </li>
          ))}
        </ul>
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}

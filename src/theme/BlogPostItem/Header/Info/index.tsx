import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogPostItem/Header/Info';
import {useDateLabel} from '@site/src/hooks/useDateLabel';
import {useNumberFormat} from '@site/src/hooks/useNumberFormat';
import styles from './styles.module.css';

/**
 * A blog post's date and reading time, as the theme shows them under the title, but with the
 * date written as every other date of the site (`useDateLabel`: '12 February 2024',
 * '১২ ফেব্রুয়ারি ২০২৪') and the minutes in the digits of the page's language. The reading time
 * is the blog plugin's estimate, in minutes, rounded up.
 */
export default function BlogPostItemHeaderInfo({className}: Props): ReactNode {
  const {metadata} = useBlogPost();
  const {date, readingTime} = metadata;
  const {selectMessage} = usePluralForm();
  const formatNumber = useNumberFormat();
  const dateLabel = useDateLabel(date);
  const minutes = readingTime === undefined ? undefined : Math.ceil(readingTime);
  return (
    <div className={clsx(styles.container, 'margin-vert--md', className)}>
      <time dateTime={date}>{dateLabel}</time>
      {minutes === undefined ? null : (
        <>
          {' · '}
          {selectMessage(
            minutes,
            translate(
              {
                id: 'theme.blog.post.readingTime.plurals',
                description: 'Pluralized label for "{readingTime} min read". Use as much plural forms (separated by "|") as your language support',
                message: 'One min read|{readingTime} min read',
              },
              {readingTime: formatNumber(minutes)},
            ),
          )}
        </>
      )}
    </div>
  );
}

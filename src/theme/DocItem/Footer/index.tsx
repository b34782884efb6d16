import React, {type ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Translate from '@docusaurus/Translate';
import {readContentReview} from '@site/src/utils/contentReview';
import {useDateLabel} from '@site/src/hooks/useDateLabel';
import styles from './styles.module.css';

type Props = WrapperProps<typeof FooterType>;

/**
 * The theme's doc footer (Edit this page, last updated) plus the doc's review line
 * ("Reviewed on … by …") from its review front matter (`src/utils/contentReview.ts`).
 */
export default function FooterWrapper(props: Props): ReactNode {
  const {frontMatter} = useDoc();
  const review = readContentReview(frontMatter as Record<string, unknown>);
  const reviewDate = useDateLabel(review?.lastReviewed);
  return (
    <>
      {review ? (
        <p className={styles.review}>
          <Translate
            id="doc.review.line"
            description="Shown under a doc: when and by whom its content was last reviewed"
            values={{
              date: <time dateTime={review.lastReviewed}>{reviewDate}</time>,
              reviewer: review.reviewer,
            }}>
            {'Reviewed on {date} by {reviewer}.'}
          </Translate>
        </p>
      ) : null}
      <Footer {...props} />
    </>
  );
}

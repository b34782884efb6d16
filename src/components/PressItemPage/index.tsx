import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import SideMenuLayout from '@site/src/components/SideMenuLayout';
import BackButton from '@site/src/components/BackButton';
import ResponsiveImage from '@site/src/components/ResponsiveImage';
import {NewTabMark, PressMeta, PressTitleTranslation} from '@site/src/components/Card';
import {pressImageSize, pressTitleLang, type PressItem} from '@site/src/data/press';
import type {DetailPageProps} from '@site/src/collections';
import Paragraphs from '@site/src/components/Paragraphs';
import {paragraphs} from '@site/src/utils/text';
import {metaDescription} from '@site/src/utils/metaDescription';
import styles from './styles.module.css';

/**
 * Rendered width of the picture, as an HTML `sizes` value: the article, at most 46rem, in a
 * side-menu page's column (the window less 2 × 1rem; from 997 px less the 300 px side menu and
 * 2 × 2.5rem).
 */
const imageSizes = '(min-width: 1116px) 736px, (min-width: 997px) calc(100vw - 380px), (min-width: 768px) 736px, calc(100vw - 32px)';

/** Props the collections plugin passes to each detail route (`plugins/collections`). */
export type PressItemPageProps = {
  /** The press item of this route. */
  entry: DetailPageProps<PressItem>['entry'];
  /** The press list page (no base URL), where Back leads when there is no history. */
  listPath: string;
};

/**
 * Detail page of one press item: outlet and date, title (as the outlet wrote it, marked with its
 * language) with, on a page in another language, the headline in the page's language under it,
 * picture, the laboratory's summary of the story, a link to the outlet (new tab) and a Back
 * button.
 */
export default function PressItemPage({entry, listPath}: PressItemPageProps): ReactNode {
  return (
    <SideMenuLayout title={entry.title} description={metaDescription(paragraphs(entry.description)[0] ?? entry.title)}>
      <article className={styles.article}>
        <PressMeta item={entry} className={styles.meta} />
        <Heading as="h1" lang={pressTitleLang(entry)}>
          {entry.title}
        </Heading>
        <PressTitleTranslation item={entry} className={styles.titleTranslation} />
        <ResponsiveImage src={entry.img} alt={entry.imgAlt} width={pressImageSize.width} height={pressImageSize.height} sizes={imageSizes} loading="eager" framed className={styles.image} />
        <Paragraphs text={entry.description} rich={entry.body} className={styles.text} />
        <div className={styles.actions}>
          <BackButton fallbackPath={listPath} fallbackLabel={translate({id: 'pressItem.backToList', message: 'Back to BORL in the News', description: 'Link from a press item to the press list'})} />
          <Link href={entry.source} target="_blank" rel="noopener noreferrer" className="button button--primary">
            <Translate id="pressItem.source" description="Link to the outlet that published a story" values={{outlet: entry.outlet}}>
              {'Read at {outlet}'}
            </Translate>
            <NewTabMark />
          </Link>
        </div>
      </article>
    </SideMenuLayout>
  );
}

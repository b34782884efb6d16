import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {Card, CardBody, CardMedia, NewTabMark, PressMeta, PressTitleTranslation, StretchedLink} from '@site/src/components/Card';
import {pressImageSize, pressTitleLang, pressTitleTranslation, type PressItem} from '@site/src/data/press';
import {useIntlLocale} from '@site/src/hooks/useIntlLocale';
import {detailPath} from '@site/src/collections';
import styles from './styles.module.css';

/** Props of {@link PressCard}. */
export type PressCardProps = {
  item: PressItem;
  /** Heading level of the title, to keep the page's outline in order. */
  headingAs?: 'h2' | 'h3' | 'h4';
  /** Load the image at once (cards in the first screenful). */
  eager?: boolean;
  /**
   * Rendered width of the image per window width, as the HTML `sizes` attribute; it depends on
   * the grid the card sits in (e.g. `seeMoreGridSizes.sideMenu` from `SeeMoreGrid`).
   */
  sizes: string;
  className?: string;
};

/**
 * A press item as a card: image, outlet, date, title and, on a page in another language than the
 * headline's, the headline in the page's language under it. The card opens the story at its
 * outlet in a new tab (`rel="noopener noreferrer"`); a second, smaller link leads to the
 * laboratory's own summary page of the item, named after the headline in the page's language.
 */
export default function PressCard({item, headingAs = 'h3', eager = false, sizes, className}: PressCardProps): ReactNode {
  const locale = useIntlLocale();
  return (
    <Card className={className}>
      <CardMedia src={item.img} alt={item.imgAlt} width={pressImageSize.width} height={pressImageSize.height} sizes={sizes} eager={eager} />
      <CardBody className={styles.body}>
        <PressMeta item={item} className={styles.meta} />
        <Heading as={headingAs} className={styles.title}>
          <StretchedLink href={item.source} target="_blank" rel="noopener noreferrer">
            <span lang={pressTitleLang(item)}>{item.title}</span>
            <NewTabMark className={styles.external} />
          </StretchedLink>
        </Heading>
        <PressTitleTranslation item={item} className={styles.titleTranslation} />
        <Link
          to={detailPath('press', item.id)}
          className={styles.summary}
          aria-label={translate(
            {
              id: 'pressCard.summaryLabel',
              message: 'Read our summary of the story: {title}',
              description: 'Accessible name of the summary link of a press card; starts with the visible text',
            },
            {title: pressTitleTranslation(item, locale) ?? item.title},
          )}>
          <Translate id="pressCard.summary" description="Link from a press card to the laboratory's summary of the story">
            Read our summary
          </Translate>
        </Link>
      </CardBody>
    </Card>
  );
}

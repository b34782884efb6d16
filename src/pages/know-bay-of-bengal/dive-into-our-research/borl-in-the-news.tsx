import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import ListPage from '@site/src/components/ListPage';
import SeeMoreGrid, {seeMoreGridSizes} from '@site/src/components/SeeMoreGrid';
import PressCard from '@site/src/components/PressCard';
// Written by `plugins/collections` (`collectionDataFile`); an import path cannot be composed.
import press from '@generated/borl-collections/default/press.json';
import {pressListCollapsedCount, type PressItem} from '@site/src/data/press';
import {useSite} from '@site/src/hooks/useSite';
import styles from './borl-in-the-news.module.css';
import {isFirstScreenImage} from '@site/src/utils/firstScreen';

/**
 * BORL in the News: press coverage of the laboratory as cards that open each story's outlet in
 * a new tab; 9 shown until 'See More' reveals all 16.
 */
export default function PressListPage(): ReactNode {
  const site = useSite();
  const heading = translate({id: 'press.heading', message: '{shortName} in the News', description: 'Heading of the press coverage list'}, {shortName: site.shortName});
  return (
    <ListPage
      title={heading}
      description={translate({
        id: 'press.description',
        message: 'Press coverage of the Bay of Bengal Ocean Research Laboratory: newspapers and magazines on our research, expeditions and outreach.',
      })}
      heading={heading}
      intro={
        <p className={styles.lead}>
          <Translate id="press.lead" description="Introduction of the press coverage list">
            What newspapers, news agencies and magazines have written about our research. Each card opens the outlet in a new tab; our own summary of the story is one click away.
          </Translate>
        </p>
      }>
      <SeeMoreGrid
        items={press as PressItem[]}
        collapsedCount={pressListCollapsedCount}
        itemKey={(item) => item.id}
        label={translate({id: 'press.listLabel', message: 'Press coverage'})}
        renderItem={(item, index) => <PressCard item={item} headingAs="h2" eager={isFirstScreenImage(index)} sizes={seeMoreGridSizes.sideMenu} />}
      />
    </ListPage>
  );
}

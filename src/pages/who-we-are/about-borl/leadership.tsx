import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import ListPage from '@site/src/components/ListPage';
// Written by `plugins/collections` (`leadersDataFile`); an import path cannot be composed.
import leaders from '@generated/borl-collections/default/leadership.json';
import type {ResolvedLeader} from '@site/src/data/leadership';
import {useSite} from '@site/src/hooks/useSite';
import LeaderCard from './_components/LeaderCard';
import styles from './leadership.module.css';
import {isFirstScreenImage} from '@site/src/utils/firstScreen';

/** Leadership: the two leaders with bios and Read More to their external profiles (new tab). */
export default function Leadership(): ReactNode {
  const site = useSite();
  return (
    <ListPage
      linkId="leadership"
      description={translate({id: 'leadership.description', message: 'Who leads the {name}: its Director and its Chief Scientist.'}, {name: site.name})}
      intro={
        <p>
          <Translate id="leadership.intro">
            The laboratory is led by its Director and its Chief Scientist, who together set its research direction, plan its time at sea and answer for the quality and safety of its work.
          </Translate>
        </p>
      }>
      <div className={styles.list}>
        {(leaders as ResolvedLeader[]).map((leader, index) => (
          <LeaderCard key={leader.id} leader={leader} eager={isFirstScreenImage(index)} />
        ))}
      </div>
    </ListPage>
  );
}

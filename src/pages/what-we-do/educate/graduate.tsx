import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import SideMenuLayout from '@site/src/components/SideMenuLayout';
import {CardGrid} from '@site/src/components/CardGrid';
import EntryCard from '@site/src/components/EntryCard';
import {educationImageSize, graduateDisciplines} from '@site/src/data/education';
import {detailPath} from '@site/src/collections';
import {isFirstScreenImage} from '@site/src/utils/firstScreen';

/** Graduate: a card with an icon per graduate discipline of `src/data/education.ts`, each leading to its page. */
export default function Graduate(): ReactNode {
  const readMore = translate({id: 'collections.readMore', message: 'Read More', description: 'Button from a list card to the entry page'});
  return (
    <SideMenuLayout
      title={translate({id: 'graduate.title', message: 'Graduate'})}
      description={translate({
        id: 'graduate.description',
        message: 'MS and PhD research with the laboratory in marine science and oceanography, environmental management, fisheries and aquaculture.',
      })}>
      <Heading as="h1">
        <Translate id="graduate.heading">Graduate</Translate>
      </Heading>
      <p>
        <Translate id="graduate.intro">
          Graduate students of the Institute of Oceanography and Coastal Studies carry out their MS and PhD research with the laboratory in four disciplines. Every thesis is built on real fieldwork and real data from the northern Bay of Bengal.
        </Translate>
      </p>
      <CardGrid>
        {graduateDisciplines.map((discipline, index) => (
          <EntryCard
            key={discipline.id}
            title={discipline.title}
            image={{src: discipline.icon, alt: '', ...educationImageSize.icon, variant: 'icon'}}
            link={{to: detailPath('graduate', discipline.id), label: readMore}}
            eager={isFirstScreenImage(index)}>
            <p>{discipline.summary}</p>
          </EntryCard>
        ))}
      </CardGrid>
    </SideMenuLayout>
  );
}

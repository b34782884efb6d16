import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import SideMenuLayout from '@site/src/components/SideMenuLayout';
import {CardGrid} from '@site/src/components/CardGrid';
import EntryCard from '@site/src/components/EntryCard';
import {educationImageSize, undergraduatePrograms} from '@site/src/data/education';
import {detailPath} from '@site/src/collections';
import {isFirstScreenImage} from '@site/src/utils/firstScreen';

/** Undergraduate: a card per programme or resource of `src/data/education.ts`, each leading to its page. */
export default function Undergraduate(): ReactNode {
  const readMore = translate({id: 'collections.readMore', message: 'Read More', description: 'Button from a list card to the entry page'});
  return (
    <SideMenuLayout
      title={translate({id: 'undergraduate.title', message: 'Undergraduate'})}
      description={translate({
        id: 'undergraduate.description',
        message: 'Summer studentships, BSc internships and open resources through which undergraduate students join the work of the laboratory.',
      })}>
      <Heading as="h1">
        <Translate id="undergraduate.heading">Undergraduate</Translate>
      </Heading>
      <p>
        <Translate id="undergraduate.intro">
          Undergraduate students of marine science, fisheries and related subjects can join our work in three ways: a summer studentship, the final-year BSc internship, or the talks, field days and diving introductions open to all.
        </Translate>
      </p>
      <CardGrid>
        {undergraduatePrograms.map((program, index) => (
          <EntryCard
            key={program.id}
            title={program.title}
            image={{src: program.img, alt: '', ...educationImageSize.card}}
            link={{to: detailPath('undergraduate', program.id), label: readMore}}
            eager={isFirstScreenImage(index)}>
            <p>{program.summary}</p>
          </EntryCard>
        ))}
      </CardGrid>
    </SideMenuLayout>
  );
}

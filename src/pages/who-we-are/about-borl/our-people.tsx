import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import ListPage, {readMoreLabel} from '@site/src/components/ListPage';
import {CardGrid} from '@site/src/components/CardGrid';
import EntryCard from '@site/src/components/EntryCard';
// Written by `plugins/collections` (`personCardsDataFile`); an import path cannot be composed.
import peopleCards from '@generated/borl-collections/default/people-cards.json';
import type {PersonGroup} from '@site/src/data/people';
import {personImageSize, type PersonCardGroup} from '@site/src/data/personDisplay';
import {useSite} from '@site/src/hooks/useSite';
import {detailPath} from '@site/src/collections';
import {isFirstScreenImage} from '@site/src/utils/firstScreen';
import {designationLabel} from '@site/src/components/PersonDesignation';

/**
 * Our People: the researchers and the research students, each with portrait, name,
 * designation, an excerpt of the biography and Read More to the person's page
 * (`content/people/`, as cards made at build time: `personCardGroups`).
 */
export default function OurPeople(): ReactNode {
  const site = useSite();
  const groupHeadings: Record<PersonGroup, string> = {
    researcher: translate({id: 'ourPeople.group.researcher', message: 'Researchers', description: 'Heading of the researchers group on Our People'}),
    student: translate({id: 'ourPeople.group.student', message: 'Research Students', description: 'Heading of the research students group on Our People'}),
  };
  return (
    <ListPage
      linkId="our-people"
      description={translate({id: 'ourPeople.description', message: 'The researchers and research students of the {name}: who they are and what they study.'}, {name: site.name})}
      intro={
        <p>
          <Translate id="ourPeople.intro">
            Our researchers and research students work at sea, in the laboratory and at the computer on the physics, chemistry, biology and fisheries of the northern Bay of Bengal. Choose a person to
            read more about their work.
          </Translate>
        </p>
      }>
      {(peopleCards as PersonCardGroup[]).map(({group, people}, groupIndex) => (
        <section key={group} aria-labelledby={`people-${group}`}>
          <Heading as="h2" id={`people-${group}`}>
            {groupHeadings[group]}
          </Heading>
          <CardGrid>
            {people.map((person, index) => (
              <EntryCard
                key={person.id}
                title={person.name}
                headingLevel={3}
                subtitle={person.designation && designationLabel(person.designation)}
                image={{src: person.img, alt: translate({id: 'ourPeople.portraitAlt', message: 'Portrait of {name}'}, {name: person.name}), ...personImageSize, variant: 'portrait'}}
                link={{to: detailPath('people', person.id), label: readMoreLabel()}}
                eager={groupIndex === 0 && isFirstScreenImage(index)}>
                <p>{person.excerpt}</p>
              </EntryCard>
            ))}
          </CardGrid>
        </section>
      ))}
    </ListPage>
  );
}

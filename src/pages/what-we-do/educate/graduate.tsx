import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {EntryListPage, readMoreLabel} from '@site/src/components/ListPage';
import {educationImageSize, graduateDisciplines} from '@site/src/data/education';
import {detailPath} from '@site/src/collections';

/** Graduate: a card with an icon per graduate discipline of `src/data/education.ts`, each leading to its page. */
export default function Graduate(): ReactNode {
  return (
    <EntryListPage
      linkId="graduate"
      description={translate({
        id: 'graduate.description',
        message: 'MS and PhD research with the laboratory in marine science and oceanography, environmental management, fisheries and aquaculture.',
      })}
      intro={
        <p>
          <Translate id="graduate.intro">
            Graduate students of the Institute of Oceanography and Coastal Studies carry out their MS and PhD research with the laboratory in four disciplines. Every thesis is built on real fieldwork and real data from the northern Bay of Bengal.
          </Translate>
        </p>
      }
      entries={graduateDisciplines}
      card={(discipline) => ({
        title: discipline.title,
        image: {src: discipline.icon, alt: '', ...educationImageSize.icon, variant: 'icon'},
        link: {to: detailPath('graduate', discipline.id), label: readMoreLabel()},
        children: <p>{discipline.summary}</p>,
      })}
    />
  );
}

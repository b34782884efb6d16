import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {EntryListPage, readMoreLabel} from '@site/src/components/ListPage';
import {educationImageSize, undergraduatePrograms} from '@site/src/data/education';
import {detailPath} from '@site/src/collections';

/** Undergraduate: a card per programme or resource of `src/data/education.ts`, each leading to its page. */
export default function Undergraduate(): ReactNode {
  return (
    <EntryListPage
      linkId="undergraduate"
      description={translate({
        id: 'undergraduate.description',
        message: 'Summer studentships, BSc internships and open resources through which undergraduate students join the work of the laboratory.',
      })}
      intro={
        <p>
          <Translate id="undergraduate.intro">
            Undergraduate students of marine science, fisheries and related subjects can join our work in three ways: a summer studentship, the final-year BSc internship, or the talks, field days and diving introductions open to all.
          </Translate>
        </p>
      }
      entries={undergraduatePrograms}
      card={(program) => ({
        title: program.title,
        image: {src: program.img, alt: '', ...educationImageSize.card},
        link: {to: detailPath('undergraduate', program.id), label: readMoreLabel()},
        children: <p>{program.summary}</p>,
      })}
    />
  );
}

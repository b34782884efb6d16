import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {EntryListPage, readMoreLabel} from '@site/src/components/ListPage';
import {programExcerpt, programs, researchImageSize} from '@site/src/data/research';
import {detailPath} from '@site/src/collections';

/**
 * Programs and Projects: a card per programme of `static/programs-and-project.json` (image,
 * title, the first 30 words of the description with an ellipsis, Read More). The list is read
 * at build time, so the page needs no loading state.
 */
export default function ProgramsAndProjects(): ReactNode {
  return (
    <EntryListPage
      linkId="programs-and-projects"
      description={translate({
        id: 'programs.description',
        message: 'The long-term programmes of the laboratory, from the Feni-Teknaf coastal monitoring to coral, mangrove, shark and aquaculture research.',
      })}
      intro={
        <p>
          <Translate id="programs.intro">
            Over 40 marine research projects have grown into the long-term programmes below. Each brings together fieldwork, laboratory analysis and students, and each feeds its results to the agencies and communities that need them.
          </Translate>
        </p>
      }
      entries={programs}
      card={(program) => ({
        title: program.title,
        image: {src: program.img, alt: '', ...researchImageSize},
        link: {to: detailPath('programs', program.id), label: readMoreLabel()},
        children: <p>{programExcerpt(program)}</p>,
      })}
    />
  );
}

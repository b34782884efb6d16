import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import ListPage from '@site/src/components/ListPage';
// Written by `plugins/collections` (`collectionDataFile`); an import path cannot be composed.
import alumni from '@generated/borl-collections/default/alumni.json';
import type {Alumnus} from '@site/src/data/alumni';
import {useSite} from '@site/src/hooks/useSite';
import AlumnusCard from './_components/AlumnusCard';
import styles from './lab-alumni.module.css';
import {isFirstScreenImage} from '@site/src/utils/firstScreen';

/**
 * Lab Alumni: a vertical list of the twelve alumni (`src/data/alumni.ts`), each with photo (a
 * quarter of the width on large screens, stacked above the text on small ones), name, the
 * biography cut with an ellipsis and Read More.
 */
export default function LabAlumni(): ReactNode {
  const site = useSite();
  return (
    <ListPage
      linkId="lab-alumni"
      description={translate(
        {id: 'labAlumni.description', message: 'Former students and staff of the {name} and where their careers in ocean science, fisheries and aquaculture have taken them.'},
        {name: site.name},
      )}
      intro={
        <p>
          <Translate id="labAlumni.intro">
            Our alumni studied marine science, fisheries and aquaculture with us and now chart harbours, lead research abroad, manage fisheries and run coastal projects. These are some of their
            stories.
          </Translate>
        </p>
      }>
      <ul className={styles.list}>
        {(alumni as Alumnus[]).map((alumnus, index) => (
          <li key={alumnus.id}>
            <AlumnusCard alumnus={alumnus} eager={isFirstScreenImage(index)} />
          </li>
        ))}
      </ul>
    </ListPage>
  );
}

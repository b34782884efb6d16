import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {detailPath} from '@site/src/collections';
// Written by `plugins/collections` (`collectionDataFile`); an import path cannot be composed.
import datasetList from '@generated/borl-collections/default/datasets.json';
// Written by `plugins/collections` (`personNamesDataFile`); an import path cannot be composed.
import personNames from '@generated/borl-collections/default/people-names.json';
import type {Dataset} from '@site/src/data/datasets';
import {peopleNamed} from '@site/src/data/personDisplay';
import {datasetCitation} from '@site/src/data/researchStructuredData';
import {useSite} from '@site/src/hooks/useSite';
import {useNumberFormat} from '@site/src/hooks/useNumberFormat';
import styles from './styles.module.css';

/**
 * How to cite a data set, the one rule of the site, in the page's language: its creators (people
 * of Our People, as the data set's file names them), the year it was released, its title, the
 * kind of work ("Data set"), the laboratory as publisher and the address of its page
 * (`datasetCitation`). The data set's page prints it under "How to cite" and gives it as
 * `citation` in its Dataset JSON-LD; Data and Repositories shows it for one data set as the example.
 */
export function useDatasetCitation(dataset: Pick<Dataset, 'id' | 'creators' | 'released' | 'title'>): string {
  const site = useSite();
  const formatNumber = useNumberFormat();
  const pageUrl = useBaseUrl(detailPath('datasets', dataset.id), {absolute: true});
  return datasetCitation({
    creators: peopleNamed(personNames, dataset.creators).map((person) => person.name),
    year: formatNumber(Number(dataset.released.slice(0, 4)), {grouping: false}),
    title: dataset.title,
    dataSetLabel: translate({id: 'dataset.citation.kind', message: 'Data set', description: 'The kind of work in a data set citation, in brackets'}),
    publisher: site.name,
    url: pageUrl,
  });
}

/** A citation set apart from the text around it, as a data set's page and Data and Repositories show it. */
export function CitationBlock({children}: {children: string}): ReactNode {
  return <p className={styles.citation}>{children}</p>;
}

/**
 * The citation of the data set `id` (`content/datasets/<id>.md`), exactly as its page prints it,
 * for a doc that shows how to cite (imported by the Data and Repositories MDX file in every
 * language).
 *
 * @throws Error naming the id when no data set has it, so the build stops on a stale example
 */
export default function DatasetCitation({id}: {id: string}): ReactNode {
  const dataset = (datasetList as Dataset[]).find((candidate) => candidate.id === id);
  if (!dataset) {
    throw new Error(`<DatasetCitation id="${id}">: no data set content/datasets/${id}.md`);
  }
  return <DatasetCitationText dataset={dataset} />;
}

function DatasetCitationText({dataset}: {dataset: Dataset}): ReactNode {
  return <CitationBlock>{useDatasetCitation(dataset)}</CitationBlock>;
}

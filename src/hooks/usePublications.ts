import {usePluginData} from '@docusaurus/useGlobalData';
import type {PublicationYear} from '@site/src/data/publications';

/**
 * The laboratory's publications grouped by year, newest year first, as published by the local
 * publications plugin (`plugins/publications`) from `src/data/publications.bib`.
 */
export function usePublications(): PublicationYear[] {
  // Global data is untyped by design; the plugin stores exactly a PublicationYear[].
  return usePluginData('borl-publications') as PublicationYear[];
}

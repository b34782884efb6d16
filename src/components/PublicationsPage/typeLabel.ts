import {translate} from '@docusaurus/Translate';
import type {PublicationType} from '@site/src/data/publications';

/**
 * The name of an entry type, in the page's language (the translations of
 * `publicationTypes[type].label`), for the list's type filter and a publication's page.
 */
export function publicationTypeLabel(type: PublicationType): string {
  switch (type) {
    case 'article':
      return translate({id: 'publications.type.article', message: 'Journal article', description: 'Kind of publication'});
    case 'inproceedings':
      return translate({id: 'publications.type.inproceedings', message: 'Conference paper', description: 'Kind of publication'});
    case 'incollection':
      return translate({id: 'publications.type.incollection', message: 'Book chapter', description: 'Kind of publication'});
  }
}

/**
 * How a person of Our People is shown: the portrait's size and the list excerpt. Kept apart
 * from the people themselves (`people.ts`), so that a page showing one person (whose entry
 * arrives as the page's data) does not load every biography.
 */
import {paragraphs, truncateWords} from '../utils/text';
import type {Person} from './people';

/** Intrinsic size of the portraits, in CSS pixels (square). */
export const personImageSize = {width: 400, height: 400} as const;

/** Words of the list excerpt (the first paragraph of the biography, shortened). */
export const personExcerptWords = 30;

/** The list excerpt of a person: the first paragraph, cut to about 30 words with an ellipsis. */
export function personExcerpt(person: Pick<Person, 'description'>): string {
  return truncateWords(paragraphs(person.description)[0] ?? '', personExcerptWords);
}

/**
 * How a person of Our People is shown: the portrait's size and the list excerpt. Kept apart
 * from the people themselves (`people.ts`), so that a page showing one person (whose entry
 * arrives as the page's data) does not load every biography.
 */
import {paragraphs, truncateWords} from '../utils/text';
import type {Person, PersonGroup} from './people';

/** Intrinsic size of the portraits, in CSS pixels (square). */
export const personImageSize = {width: 400, height: 400} as const;

/** Words of the list excerpt (the first paragraph of the biography, shortened). */
export const personExcerptWords = 30;

/** The list excerpt of a person: the first paragraph, cut to about 30 words with an ellipsis. */
export function personExcerpt(person: Pick<Person, 'description'>): string {
  return truncateWords(paragraphs(person.description)[0] ?? '', personExcerptWords);
}

/** A person as Our People's card shows them: the biography reduced to its {@link personExcerpt}. */
export type PersonCard = Pick<Person, 'id' | 'name' | 'designation' | 'img'> & {excerpt: string};

/** One section of Our People: a group and its people's cards, in list order. */
export type PersonCardGroup = {group: PersonGroup; people: PersonCard[]};

/**
 * File the collections plugin (`plugins/collections`) writes Our People's sections to, a
 * {@link PersonCardGroup} list as JSON, in the locale being built:
 * `@generated/borl-collections/default/people-cards.json`. The page imports that file, not
 * `people.ts`, so it does not load every full biography to show 30 words of each.
 */
export const personCardsDataFile = 'people-cards.json';

/**
 * File the collections plugin writes every person's name to, by id (`{"12": "Name"}`), in the
 * locale built: `@generated/borl-collections/default/people-names.json`. Pages that link to
 * people (a cruise's participants, a data set's creators, an event's speakers) read it.
 */
export const personNamesDataFile = 'people-names.json';

/** Every person's name by id, as {@link personNamesDataFile} holds it. */
export type PersonNames = Record<string, string>;

/**
 * The people of `ids` with their names, in that order; an id without a name is left out (the
 * build has already stopped on ids that are not people, `plugins/collections/connections.ts`).
 *
 * @param names the contents of {@link personNamesDataFile}
 */
export function peopleNamed(names: unknown, ids: readonly (string | number)[]): {id: string; name: string}[] {
  const byId = names as PersonNames;
  return ids.flatMap((id) => (byId[String(id)] === undefined ? [] : [{id: String(id), name: byId[String(id)]!}]));
}

/**
 * Our People's sections as cards, from the people grouped by `groupPeople` (`people.ts`); a
 * group without people is left out.
 */
export function personCardGroups(groups: readonly {group: PersonGroup; people: readonly Person[]}[]): PersonCardGroup[] {
  return groups
    .filter(({people}) => people.length > 0)
    .map(({group, people}) => ({
      group,
      people: people.map((person) => ({id: person.id, name: person.name, designation: person.designation, img: person.img, excerpt: personExcerpt(person)})),
    }));
}

/**
 * Leadership: the people who lead the laboratory, shown on `/who-we-are/about-borl/leadership`
 * in the order below.
 *
 * To change or add a leader, edit {@link leaders}:
 * - `id`: a short slug, unique;
 * - `role`: the leadership role as printed (Director, Chief Scientist, …);
 * - `personId`: the leader's id in `src/data/people.ts`, when the leader is on Our People; the
 *   page then takes the name and portrait from there. A leader who is not on Our People gives
 *   `name` and `img` (a square portrait of at least 400x400 px in `static/img/people/`)
 *   instead;
 * - `bio`: one or two paragraphs about the leader's role, separated by a blank line;
 * - `profileUrl`: the external profile page that 'Read More' opens in a new tab.
 * Then run `npm run test:unit`: `tests/unit/collections.test.ts` checks every entry against the
 * schema in `src/data/schemas/leadership.ts` and that every `personId` exists.
 *
 * The names and biographies are sample content written for this site (no real person).
 */
import {findPerson} from './people';
import type {CollectionReviewMetadata} from '../utils/contentReview';

/**
 * When this file's entries were last checked, by whom, and how often (months) they must be
 * checked again: update it after a review (`npm run content:review` lists files that are due).
 */
export const review: CollectionReviewMetadata = {lastReviewed: '2026-10-14', reviewer: 'Laboratory Director', reviewEvery: 6};

/** A leader of the laboratory; see the file header for the fields. */
export type Leader = {
  id: string;
  role: string;
  bio: string;
  /** External profile page ('Read More', new tab). */
  profileUrl: string;
} & ({personId: string; name?: never; img?: never} | {personId?: never; name: string; img: string});

/** A leader with name and portrait resolved (from Our People when `personId` is set). */
export type ResolvedLeader = {id: string; role: string; bio: string; profileUrl: string; name: string; img: string};

/** The two leaders in page order. */
export const leaders: readonly Leader[] = [
  {
    id: 'director',
    role: 'Director',
    personId: '1',
    profileUrl: 'https://www.cuc.ac.bd/faculty/farhana-rahman-chowdhury',
    bio: `As Director, Professor Farhana Rahman Chowdhury sets the laboratory's research direction, leads its partnerships with government agencies and international institutes, and chairs the cruise planning committee that decides where the laboratory goes to sea each year.

Under her leadership the laboratory has grown to over 40 marine research projects, turned the Feni-Teknaf coastal belt monitoring into an annual record of 17 parameters at 80 locations, and sent its largest teams yet to the Sundarbans and St Martin's Island.`,
  },
  {
    id: 'chief-scientist',
    role: 'Chief Scientist',
    personId: '2',
    profileUrl: 'https://www.cuc.ac.bd/faculty/anisur-rahman-talukder',
    bio: `As Chief Scientist, Dr. Anisur Rahman Talukder is responsible for the scientific quality of the laboratory's fieldwork: sampling plans, methods, data checks and the safety of every team at sea and under water.

He led the 15-member team of the St Martin's Island expedition, built up the laboratory's diving and remotely operated vehicle capability, and mentors the research students who carry out most of the laboratory's field campaigns.`,
  },
];

/** Every leader with name and portrait resolved; throws when a `personId` is unknown. */
export function resolveLeaders(list: readonly Leader[] = leaders): ResolvedLeader[] {
  return list.map((leader) => {
    const {id, role, bio, profileUrl} = leader;
    if (leader.personId !== undefined) {
      const person = findPerson(leader.personId);
      if (!person) {
        throw new Error(`leader '${id}': personId '${leader.personId}' is not in src/data/people.ts`);
      }
      return {id, role, bio, profileUrl, name: person.name, img: person.img};
    }
    return {id, role, bio, profileUrl, name: leader.name, img: leader.img};
  });
}

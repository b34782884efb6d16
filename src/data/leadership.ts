/**
 * Leadership: the people who lead the laboratory, shown on `/who-we-are/about-borl/leadership`
 * in list order.
 *
 * Each leader is a Markdown file, `content/leadership/<id>.md` (the id a short slug such as
 * `director`): front matter `role` (as printed: Director, Chief Scientist, …), `position`
 * (order on the page), `profileUrl` (the external profile that 'Read More' opens in a new tab)
 * and either `personId` (the leader's id in `content/people/`: the page takes the name and
 * portrait from there) or, for a leader who is not on Our People, `name` and `img` (a square
 * portrait of at least 400x400 px in `static/img/people/`). The body is the bio, one or two
 * paragraphs. The Bengali copy beside each file, `content/leadership/<id>.bn.md`, holds `role` and
 * the bio. The build checks every file against `src/data/schemas/leadership.ts`.
 *
 * The names and biographies are sample content written for this site (no real person).
 */
import type {Person} from './people';
import type {RichText} from '../utils/richText';
import type {Leader} from './schemas/leadership';

export type {Leader} from './schemas/leadership';

/** A leader with name and portrait resolved (from Our People when `personId` is set). */
export type ResolvedLeader = {id: string; role: string; bio: string; profileUrl: string; name: string; img: string; body?: RichText};

/**
 * File the collections plugin (`plugins/collections`) writes the leaders to, as
 * {@link ResolvedLeader} JSON in the locale built: `@generated/borl-collections/default/leadership.json`.
 */
export const leadersDataFile = 'leadership.json';

/**
 * Every leader with name and portrait resolved from `people` when `personId` is set.
 *
 * @throws when a `personId` is not one of `people`
 */
export function resolveLeaders(list: readonly (Leader & {body?: RichText})[], people: readonly Pick<Person, 'id' | 'name' | 'img'>[]): ResolvedLeader[] {
  return list.map((leader) => {
    const {id, role, bio, profileUrl} = leader;
    const rich = leader.body ? {body: leader.body} : {};
    if (leader.personId !== undefined) {
      const person = people.find((candidate) => candidate.id === leader.personId);
      if (!person) {
        throw new Error(`content/leadership/${id}.md: personId '${leader.personId}' is not a person of content/people/`);
      }
      return {id, role, bio, profileUrl, name: person.name, img: person.img, ...rich};
    }
    return {id, role, bio, profileUrl, name: leader.name, img: leader.img, ...rich};
  });
}

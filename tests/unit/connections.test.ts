import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {connect, connectionProblems, type ConnectionSources, type PostSummary} from '@site/plugins/collections/connections';
import {authorsField} from '@site/plugins/blog/authors';
import {detailPath} from '@site/src/collections';
import {type Person} from '@site/src/data/people';
import {cruises, datasets, people, programs, researchAreas} from '@site/tests/shared/collections';
import {type Program} from '@site/src/data/research';
import {loadPublications} from '@site/plugins/publications';

const root = path.join(__dirname, '../..');

/** The posts of both blogs as the connections see them (permalinks made up from the file names). */
const posts: PostSummary[] = ['blog/featured-articles', 'blog/expeditions'].flatMap((folder) =>
  readdirSync(path.join(root, folder))
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => {
      const {data} = matter(readFileSync(path.join(root, folder, file), 'utf8'));
      return {
        title: String(data.title),
        permalink: `/${folder}/${file}`,
        date: new Date(data.date as string).toISOString(),
        authorIds: ((data[authorsField] ?? []) as unknown[]).map(String),
      };
    }),
);

let shipped: ConnectionSources;
let connections: ReturnType<typeof connect>;
let publications: Awaited<ReturnType<typeof loadPublications>>;
beforeAll(async () => {
  publications = await loadPublications(root);
  shipped = {people, programs, researchAreas, posts, publications, cruises, datasets};
  connections = connect(shipped);
});
const linksTo = (links: {to: string}[] | undefined, to: string) => (links ?? []).some((link) => link.to === to);

describe('links between people, programmes, research areas and posts', () => {
  it('show each programme–person link on both pages', () => {
    const pairs = programs.flatMap((program) => (program.people ?? []).map((id) => [program, id] as const));
    expect(pairs.length).toBeGreaterThan(programs.length);
    const oneSided = pairs.flatMap(([program, id]) => [
      ...(linksTo(connections.people.get(id)?.programs, detailPath('programs', program.id)) ? [] : [`person ${id} does not list programme ${String(program.id)}`]),
      ...(linksTo(connections.programs.get(String(program.id))?.people, detailPath('people', id)) ? [] : [`programme ${String(program.id)} does not list person ${id}`]),
    ]);
    expect(oneSided).toEqual([]);
  });

  it('show each programme–research area link on both pages, and the area lists the programme’s people', () => {
    const oneSided = programs.flatMap((program) =>
      (program.researchAreas ?? []).flatMap((areaId) => {
        const area = connections.researchAreas.get(String(areaId));
        return [
          ...(linksTo(area?.programs, detailPath('programs', program.id)) ? [] : [`area ${String(areaId)} does not list programme ${String(program.id)}`]),
          ...(linksTo(connections.programs.get(String(program.id))?.researchAreas, detailPath('researchAreas', areaId))
            ? []
            : [`programme ${String(program.id)} does not list area ${String(areaId)}`]),
          ...(program.people ?? []).filter((id) => !linksTo(area?.people, detailPath('people', id))).map((id) => `area ${String(areaId)} does not list person ${id}`),
        ];
      }),
    );
    expect(oneSided).toEqual([]);
  });

  it('list every post on the page of each of its authors, newest first', () => {
    expect(posts.length).toBeGreaterThan(0);
    const missing = posts.flatMap((post) => post.authorIds.filter((id) => !linksTo(connections.people.get(id)?.posts, post.permalink)).map((id) => `${post.permalink}: not on person ${id}`));
    expect(missing).toEqual([]);
    for (const links of connections.people.values()) {
      const dates = (links.posts ?? []).map((post) => post.date ?? '');
      expect(dates).toEqual([...dates].sort().reverse());
    }
  });

  it('give every person of a programme a way to their research areas, and leave empty kinds out', () => {
    const lead = connections.people.get(programs[0]?.people?.[0] ?? '');
    expect(lead?.researchAreas?.length).toBeGreaterThan(0);
    const unlinked = people.find(
      (person) =>
        !programs.some((program) => program.people?.includes(person.id)) &&
        !posts.some((post) => post.authorIds.includes(person.id)) &&
        !publications.some((publication) => publication.authors.some((author) => author.personId === person.id)) &&
        !cruises.some((cruise) => cruise.participants.includes(person.id)) &&
        !datasets.some((dataset) => dataset.creators.includes(person.id)),
    );
    if (unlinked) {
      expect(connections.people.get(unlinked.id)).toEqual({});
    }
  });

  it('list each publication on the pages of its lab authors, its programmes and their research areas', () => {
    expect(publications.some((publication) => publication.authors.some((author) => author.personId))).toBe(true);
    const missing = publications.flatMap((publication) => {
      const to = detailPath('publications', publication.key);
      return [
        ...publication.authors.flatMap((author) =>
          author.personId && !linksTo(connections.people.get(author.personId)?.publications, to) ? [`${publication.key}: not on person ${author.personId}`] : [],
        ),
        ...publication.programs.filter((id) => !linksTo(connections.programs.get(id)?.publications, to)).map((id) => `${publication.key}: not on programme ${id}`),
        ...publication.researchAreas.filter((id) => !linksTo(connections.researchAreas.get(id)?.publications, to)).map((id) => `${publication.key}: not on area ${id}`),
      ];
    });
    expect(missing).toEqual([]);
  });

  it('list each cruise on the pages of its participants and programmes, and each dataset on its creators’ pages', () => {
    const missing = [
      ...cruises.flatMap((cruise) => {
        const to = detailPath('cruises', cruise.id);
        return [
          ...cruise.participants.filter((id) => !linksTo(connections.people.get(id)?.cruises, to)).map((id) => `${cruise.id}: not on person ${id}`),
          ...cruise.programs.filter((id) => !linksTo(connections.programs.get(String(id))?.cruises, to)).map((id) => `${cruise.id}: not on programme ${String(id)}`),
        ];
      }),
      ...datasets.flatMap((dataset) =>
        dataset.creators.filter((id) => !linksTo(connections.people.get(id)?.datasets, detailPath('datasets', dataset.id))).map((id) => `${dataset.id}: not on person ${id}`),
      ),
    ];
    expect(cruises.some((cruise) => cruise.participants.length > 0)).toBe(true);
    expect(missing).toEqual([]);
  });

  it('name only entries that exist, and report links to ids that do not exist, naming both ends', () => {
    expect(connectionProblems(shipped)).toEqual([]);
    const person = {id: '1', name: 'A Person'} as Person;
    const program = {id: 7, title: 'P', people: ['1', '42'], researchAreas: [99]} as unknown as Program;
    const problems = connectionProblems({
      people: [person],
      programs: [program],
      researchAreas: [],
      publications: [],
      cruises: [],
      datasets: [],
      posts: [{title: 'T', permalink: '/news/x', date: '2024-01-01', authorIds: ['43']}],
    });
    expect(problems).toEqual([
      "programme 7 lists person '42', who is not in content/people/",
      'programme 7 lists research area 99, which is not in content/research-areas/',
      "the post /news/x names person '43', who is not in content/people/",
    ]);
  });
});

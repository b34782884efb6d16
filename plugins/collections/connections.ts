/**
 * The links between the collections, made at build time from the one place each link is
 * written, and turned into the lists both sides show:
 * - a programme's `people` and `researchAreas` (`content/programs/`): the
 *   programme lists its people and areas, each person and each area lists the programme, an
 *   area lists the people of its programmes, a person the areas of theirs;
 * - a blog post's `people` (its authors; `plugins/blog/authors.ts`): the person lists the post;
 * - a publication's authors (matched to people by alias), `programs` and research areas
 *   (`content/publications.bib`): the person, the programme and the area list it;
 * - a cruise's `participants` and `programs` (`content/cruises/`): the person and the
 *   programme list the cruise, an area the cruises of its programmes;
 * - a dataset's `creators` (`content/datasets/`): the person lists the dataset;
 * - a publication's `cruises` and a post's `cruises` (front matter): the cruise lists them as
 *   its outputs.
 *
 * Titles and names are those of the entries given, so a locale's translated entries give
 * translated links. {@link connectionProblems} reports a link to an id that does not exist.
 */
import {detailPath, type RelatedLink, type RelatedLinks} from '../../src/collections';
import type {Person} from '../../src/data/people';
import type {Program, ResearchArea} from '../../src/data/research';
import type {Cruise} from '../../src/data/cruises';
import type {Dataset} from '../../src/data/datasets';
import {publicationsOfCruise, publicationsOfPerson, publicationsOfProgram, publicationsOfResearchArea, type Publication} from '../../src/data/publications';

/** A publication as the connections need it (from the publications plugin's content). */
export type PublicationSummaryForLinks = Pick<Publication, 'key' | 'title' | 'year' | 'date' | 'citation' | 'authors' | 'programs' | 'researchAreas' | 'cruises'>;

/** A blog post as the connections need it (from either blog's loaded content). */
export type PostSummary = {
  title: string;
  /** The post's URL path, base URL included. */
  permalink: string;
  /** Publication date, ISO 8601. */
  date: string;
  /** Ids of its authors in Our People. */
  authorIds: readonly string[];
  /** Ids of the cruises it reports on (front matter `cruises`), if any. */
  cruiseIds?: readonly string[];
};

/** Everything the links are made from, in one locale. */
export type ConnectionSources = {
  people: readonly Person[];
  programs: readonly Program[];
  researchAreas: readonly ResearchArea[];
  posts: readonly PostSummary[];
  /** Parsed publications (their references are checked by the publications plugin). */
  publications: readonly PublicationSummaryForLinks[];
  cruises: readonly Cruise[];
  datasets: readonly Dataset[];
};

/** The related entries of every entry that has any, by collection and id (`String(id)`). */
export type Connections = {
  people: ReadonlyMap<string, RelatedLinks>;
  programs: ReadonlyMap<string, RelatedLinks>;
  researchAreas: ReadonlyMap<string, RelatedLinks>;
  /** A cruise's outputs besides its datasets: publications and posts. */
  cruises: ReadonlyMap<string, RelatedLinks>;
};

/** Each link of the sources that names an id no entry has, as a sentence naming both ends. */
export function connectionProblems(sources: ConnectionSources): string[] {
  const personIds = new Set(sources.people.map((person) => person.id));
  const areaIds = new Set(sources.researchAreas.map((area) => String(area.id)));
  return [
    ...sources.programs.flatMap((program) => [
      ...(program.people ?? []).filter((id) => !personIds.has(id)).map((id) => `programme ${String(program.id)} lists person '${id}', who is not in content/people/`),
      ...(program.researchAreas ?? [])
        .filter((id) => !areaIds.has(String(id)))
        .map((id) => `programme ${String(program.id)} lists research area ${String(id)}, which is not in content/research-areas/`),
    ]),
    ...sources.cruises.flatMap((cruise) => [
      ...cruise.participants.filter((id) => !personIds.has(id)).map((id) => `cruise ${cruise.id} lists person '${id}', who is not in content/people/`),
      ...cruise.programs
        .filter((id) => !sources.programs.some((program) => String(program.id) === String(id)))
        .map((id) => `cruise ${cruise.id} lists programme ${String(id)}, which is not in content/programs/`),
    ]),
    ...sources.datasets.flatMap((dataset) => dataset.creators.filter((id) => !personIds.has(id)).map((id) => `dataset ${dataset.id} lists creator '${id}', who is not in content/people/`)),
    ...sources.posts.flatMap((post) =>
      (post.cruiseIds ?? []).filter((id) => !sources.cruises.some((cruise) => cruise.id === id)).map((id) => `the post ${post.permalink} names cruise '${id}', which is not in content/cruises/`),
    ),
    ...sources.posts.flatMap((post) => post.authorIds.filter((id) => !personIds.has(id)).map((id) => `the post ${post.permalink} names person '${id}', who is not in content/people/`)),
  ];
}

function personLink(person: Person): RelatedLink {
  return {title: person.name, to: detailPath('people', person.id), ...(person.designation ? {designation: person.designation} : {})};
}

function programLink(program: Program): RelatedLink {
  return {title: program.title, to: detailPath('programs', program.id)};
}

function areaLink(area: ResearchArea): RelatedLink {
  return {title: area.title, to: detailPath('researchAreas', area.id)};
}

function publicationLink(publication: PublicationSummaryForLinks): RelatedLink {
  // The title is the paper's own, in English on every edition of the site.
  return {title: publication.title, to: detailPath('publications', publication.key), date: String(publication.year), lang: 'en'};
}

function cruiseLink(cruise: Cruise): RelatedLink {
  return {title: cruise.name, to: detailPath('cruises', cruise.id), date: cruise.startDate};
}

function datasetLink(dataset: Dataset): RelatedLink {
  return {title: dataset.title, to: detailPath('datasets', dataset.id)};
}

/** Cruises newest first (by first day, then id). */
function cruisesNewestFirst(cruises: readonly Cruise[]): Cruise[] {
  return [...cruises].sort((a, b) => b.startDate.localeCompare(a.startDate) || a.id.localeCompare(b.id));
}

/** `links` without empty kinds, so a page shows only sections that have entries. */
function compact(links: RelatedLinks): RelatedLinks {
  return Object.fromEntries(Object.entries(links).filter(([, list]) => list.length > 0)) as RelatedLinks;
}

/** The unique values of `list` in first-seen order. */
function unique<T>(list: readonly T[]): T[] {
  return [...new Set(list)];
}

/**
 * The related entries of every person, programme and research area (see the file header).
 * Lists keep the order of their source: programmes and areas in file order, people in the
 * order of Our People (a programme's own list in its order, lead first), posts newest first.
 * Links to unknown ids are left out here; {@link connectionProblems} reports them.
 */
export function connect(sources: ConnectionSources): Connections {
  const peopleById = new Map(sources.people.map((person) => [person.id, person]));
  const areasById = new Map(sources.researchAreas.map((area) => [String(area.id), area]));
  const programPeople = (program: Program): Person[] => (program.people ?? []).flatMap((id) => peopleById.get(id) ?? []);
  const programAreas = (program: Program): ResearchArea[] => (program.researchAreas ?? []).flatMap((id) => areasById.get(String(id)) ?? []);
  const postsNewestFirst = [...sources.posts].sort((a, b) => b.date.localeCompare(a.date) || a.permalink.localeCompare(b.permalink));

  const people = new Map(
    sources.people.map((person): [string, RelatedLinks] => {
      const programs = sources.programs.filter((program) => (program.people ?? []).includes(person.id));
      const areas = unique(programs.flatMap(programAreas));
      return [
        person.id,
        compact({
          researchAreas: sources.researchAreas.filter((area) => areas.includes(area)).map(areaLink),
          programs: programs.map(programLink),
          publications: publicationsOfPerson(sources.publications, person.id).map(publicationLink),
          cruises: cruisesNewestFirst(sources.cruises.filter((cruise) => cruise.participants.includes(person.id))).map(cruiseLink),
          datasets: sources.datasets.filter((dataset) => dataset.creators.includes(person.id)).map(datasetLink),
          posts: postsNewestFirst.filter((post) => post.authorIds.includes(person.id)).map((post) => ({title: post.title, to: post.permalink, date: post.date.slice(0, 10)})),
        }),
      ];
    }),
  );
  const programs = new Map(
    sources.programs.map((program): [string, RelatedLinks] => [
      String(program.id),
      compact({
        researchAreas: programAreas(program).map(areaLink),
        people: programPeople(program).map(personLink),
        publications: publicationsOfProgram(sources.publications, program.id).map(publicationLink),
        cruises: cruisesNewestFirst(sources.cruises.filter((cruise) => cruise.programs.some((id) => String(id) === String(program.id)))).map(cruiseLink),
      }),
    ]),
  );
  const researchAreas = new Map(
    sources.researchAreas.map((area): [string, RelatedLinks] => {
      const programsOfArea = sources.programs.filter((program) => programAreas(program).includes(area));
      const members = new Set(programsOfArea.flatMap(programPeople));
      return [
        String(area.id),
        compact({
          programs: programsOfArea.map(programLink),
          people: sources.people.filter((person) => members.has(person)).map(personLink),
          publications: publicationsOfResearchArea(sources.publications, area.id).map(publicationLink),
          cruises: cruisesNewestFirst(sources.cruises.filter((cruise) => programsOfArea.some((program) => cruise.programs.some((id) => String(id) === String(program.id))))).map(cruiseLink),
        }),
      ];
    }),
  );
  const cruises = new Map(
    sources.cruises.map((cruise): [string, RelatedLinks] => [
      cruise.id,
      compact({
        publications: publicationsOfCruise(sources.publications, cruise.id).map(publicationLink),
        posts: postsNewestFirst.filter((post) => post.cruiseIds?.includes(cruise.id)).map((post) => ({title: post.title, to: post.permalink, date: post.date.slice(0, 10)})),
      }),
    ]),
  );
  return {people, programs, researchAreas, cruises};
}

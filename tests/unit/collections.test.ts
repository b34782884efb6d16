import {existsSync} from 'node:fs';
import type * as z from 'zod';
import {personGroups, groupPeople} from '@site/src/data/people';
import {
  alumni,
  cruises,
  findPerson,
  findProgram,
  findResearchArea,
  graduateDisciplines,
  leaders,
  partners,
  people,
  programs,
  researchAreas,
  services,
  storeItems,
  transferItems,
  undergraduatePrograms,
} from '@site/tests/shared/collections';
import {personCardGroups, personExcerpt, personImageSize} from '@site/src/data/personDisplay';
import {alumnusPlaceholder, alumnusExcerpt} from '@site/src/data/alumni';
import {resolveLeaders} from '@site/src/data/leadership';
import {educationImageSize} from '@site/src/data/education';
import {serviceImageSize} from '@site/src/data/services';
import {transferImageSize} from '@site/src/data/transfer';
import {partnerLogoSize} from '@site/src/data/partners';
import {storeImageSize} from '@site/src/data/store';
import {cruiseMonths} from '@site/src/data/cruises';
import {programExcerpt, publicListEntry, researchImageSize} from '@site/src/data/research';
import {personSchema} from '@site/src/data/schemas/people';
import {alumnusSchema} from '@site/src/data/schemas/alumni';
import {leaderSchema} from '@site/src/data/schemas/leadership';
import {undergraduateProgramSchema, graduateDisciplineSchema} from '@site/src/data/schemas/education';
import {serviceSchema} from '@site/src/data/schemas/services';
import {transferItemSchema} from '@site/src/data/schemas/transfer';
import {partnerSchema} from '@site/src/data/schemas/partners';
import {storeItemSchema} from '@site/src/data/schemas/store';
import {programSchema, researchAreaSchema} from '@site/src/data/schemas/research';
import {paragraphs, truncateWords} from '@site/src/utils/text';
import {duplicates, schemaProblems, staticFile, wrongSvgSize, type Collection} from './helpers/review';

const peopleByGroup = groupPeople(people);

/** The collection of `file` (a module name of src/data, or a path) whose entries messages call `label`. */
const at = (label: string, file: string): Collection => ({label, file: file.includes('/') ? file : `src/data/${file}.ts`});
const [servicesFile, transferFile, partnersFile] = [at('service', 'services'), at('technology', 'transfer'), at('partner', 'partners')];
const [programsFile, researchAreasFile] = [at('programme', 'content/programs/'), at('research area', 'content/research-areas/')];

type Size = {width: number; height: number};

/** A collection's problems: none listed, schema failures, repeated ids, and SVG images not at the size the pages give them (the build checks that every image exists). */
function review<Entry extends {id: string | number}>(
  collection: Collection,
  entries: readonly Entry[],
  schema: z.ZodType,
  images: [string, (entry: Entry) => string | undefined, Size][] = [],
): string[] {
  return [
    ...(entries.length > 0 ? [] : [`${collection.file} lists no ${collection.label}`]),
    ...schemaProblems(collection, entries, schema, (entry) => entry.id),
    ...duplicates(
      collection,
      'id',
      entries.map((entry) => entry.id),
    ),
    ...images.flatMap(([, file, size]) => wrongSvgSize(entries.map(file), size)),
  ];
}

describe('text helpers', () => {
  it('split paragraphs at blank lines, join wrapped lines, and cut a text to a number of words with an ellipsis, dropping dangling punctuation', () => {
    expect(paragraphs('One\nline.\n\n  Two.  \n\n\n')).toEqual(['One line.', 'Two.']);
    expect(truncateWords('one two, three four', 2)).toBe('one two…');
    expect(truncateWords('one two', 5)).toBe('one two…');
  });
});

describe('every collection', () => {
  const img = <Entry extends {img: string}>(entry: Entry) => entry.img;
  const table: [string, () => string[]][] = [
    ['people', () => review(at('person', 'people'), people, personSchema, [['img', img, personImageSize]])],
    ['alumni', () => review(at('alumnus', 'alumni'), alumni, alumnusSchema, [['img', (entry) => entry.img, alumnusPlaceholder]])],
    ['leaders', () => review(at('leader', 'leadership'), leaders, leaderSchema)],
    ['undergraduate entries', () => review(at('undergraduate entry', 'content/education/undergraduate/'), undergraduatePrograms, undergraduateProgramSchema, [['img', img, educationImageSize.card]])],
    [
      'graduate disciplines',
      () => review(at('graduate discipline', 'content/education/graduate/'), graduateDisciplines, graduateDisciplineSchema, [['icon', (entry) => entry.icon, educationImageSize.icon]]),
    ],
    ['programmes', () => review(programsFile, programs, programSchema, [['img', img, researchImageSize]])],
    ['research areas', () => review(researchAreasFile, researchAreas, researchAreaSchema, [['img', img, researchImageSize]])],
    [
      'services',
      () => [
        ...review(servicesFile, services, serviceSchema, [['img', img, serviceImageSize]]),
        ...duplicates(
          servicesFile,
          'title',
          services.map((entry) => entry.title.toLowerCase()),
        ),
      ],
    ],
    [
      'technologies',
      () => [
        ...review(transferFile, transferItems, transferItemSchema, [['img', img, transferImageSize]]),
        ...duplicates(
          transferFile,
          'title',
          transferItems.map((entry) => entry.title.toLowerCase()),
        ),
      ],
    ],
    [
      'partners',
      () => [
        ...review(partnersFile, partners, partnerSchema, [['logo', (entry) => entry.logo, partnerLogoSize]]),
        ...duplicates(
          partnersFile,
          'url',
          partners.map((entry) => entry.url),
        ),
      ],
    ],
    ['store items', () => review(at('store item', 'store'), storeItems, storeItemSchema, [['img', img, storeImageSize]])],
  ];

  it.each(table)('%s: entries match the schema, ids are unique, images are at the size the pages give them', (_name, problems) => {
    expect(problems()).toEqual([]);
  });
});

describe('people', () => {
  const researchers = people.filter((person) => person.group === 'researcher');
  const students = people.filter((person) => person.group === 'student');

  it('the list shows the groups in their order, each with all its people in the order of the data', () => {
    const groupOrder = Object.entries(personGroups)
      .sort(([, a], [, b]) => a.order - b.order)
      .map(([group]) => group);
    expect(peopleByGroup.map((entry) => entry.group)).toEqual(groupOrder);
    for (const {group, people: listed} of peopleByGroup) {
      expect(listed.map((person) => person.id)).toEqual(people.filter((person) => person.group === group).map((person) => person.id));
    }
    expect(peopleByGroup.flatMap((entry) => entry.people)).toHaveLength(people.length);
  });

  it('Our People’s cards are the people of each non-empty group in order, with the list excerpt instead of the biography', () => {
    const sections = personCardGroups(peopleByGroup);
    expect(sections.map(({group}) => group)).toEqual(peopleByGroup.filter(({people: members}) => members.length > 0).map(({group}) => group));
    const cards = sections.flatMap(({people: members}) => members);
    expect(cards.map((card) => card.id)).toEqual(peopleByGroup.flatMap(({people: members}) => members.map((person) => person.id)));
    for (const card of cards) {
      const person = findPerson(card.id)!;
      expect(card).toEqual({id: person.id, name: person.name, designation: person.designation, img: person.img, excerpt: personExcerpt(person)});
    }
    expect(personCardGroups(groupPeople(students)).map(({group}) => group)).toEqual(['student']);
  });

  // The pages print a designation only when there is one; the browser tests need both cases.
  it('some researchers carry a designation and at least one has none; students are Research Students', () => {
    expect(researchers.some((person) => person.designation !== undefined)).toBe(true);
    expect(researchers.some((person) => person.designation === undefined)).toBe(true);
    const misnamed = students.filter((person) => person.designation !== 'Research Student');
    expect(misnamed.map((person) => `person '${person.id}' in content/people/: a research student's designation is 'Research Student'`)).toEqual([]);
  });

  it('links a faculty profile only to a page of the university site', () => {
    const elsewhere = people.filter((person) => person.detailsLink && !person.detailsLink.startsWith('https://www.cuc.ac.bd/'));
    expect(elsewhere.map((person) => `person '${person.id}' in content/people/: detailsLink ${person.detailsLink} is not a page of https://www.cuc.ac.bd/`)).toEqual([]);
  });

  it('every biography has two to four paragraphs; the list excerpt is the first cut to at most 30 words with an ellipsis', () => {
    const problems = people.flatMap((person) => {
      const excerpt = personExcerpt(person);
      const name = `person '${person.id}' in content/people/`;
      const count = paragraphs(person.description).length;
      return [
        ...(count >= 2 && count <= 4 ? [] : [`${name}: biography has ${count} paragraphs, write 2 to 4 separated by blank lines`]),
        ...(excerpt.endsWith('…') ? [] : [`${name}: the excerpt '${excerpt}' does not end with an ellipsis`]),
        ...(excerpt.split(' ').length <= 30 ? [] : [`${name}: the excerpt has ${excerpt.split(' ').length} words, at most 30 are shown`]),
        ...(paragraphs(person.description)[0]?.startsWith(excerpt.slice(0, -1)) ? [] : [`${name}: the excerpt is not the start of the first paragraph`]),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('finds programmes and research areas by id loosely', () => {
    expect(findProgram(String(programs[0]!.id))).toBe(programs[0]);
    expect(findResearchArea(String(researchAreas[0]!.id))).toBe(researchAreas[0]);
    expect(findProgram('no-such-programme')).toBeUndefined();
  });
});

describe('lab alumni', () => {
  it('show the 300x300 placeholder for an alumnus without a photo (at least one has none), and each biography cut with an ellipsis', () => {
    expect(existsSync(staticFile(alumnusPlaceholder.src))).toBe(true);
    expect(wrongSvgSize([alumnusPlaceholder.src], {width: 300, height: 300})).toEqual([]);
    expect(alumni.some((alumnus) => alumnus.img === undefined)).toBe(true);
    const problems = alumni.flatMap((alumnus) => {
      const excerpt = alumnusExcerpt(alumnus);
      return excerpt.endsWith('…') && excerpt.length < alumnus.description.length
        ? []
        : [`alumnus '${alumnus.id}' in src/data/alumni.ts: the list excerpt '${excerpt}' is not a shortened biography ending with an ellipsis`];
    });
    expect(problems).toEqual([]);
  });
});

describe('leadership', () => {
  it('every personId points at a person of content/people/; others bring their own name and portrait', () => {
    expect(resolveLeaders(leaders, people).map((leader) => leader.name)).toEqual(leaders.map((leader) => (leader.personId ? findPerson(leader.personId)?.name : leader.name)));
    // A leader who is not on Our People brings a name and an existing portrait.
    const outsider = {id: 'visiting-chair', role: 'Chair', name: 'Example Name', img: '/img/people/none.svg', bio: 'x'.repeat(160), profileUrl: 'https://example.org'};
    expect(leaderSchema.safeParse(outsider).success).toBe(true);
    const ghost = {id: 'ghost', role: 'Director', personId: '999', bio: 'x', profileUrl: 'https://example.org'};
    expect(() => resolveLeaders([ghost], people)).toThrow("content/leadership/ghost.md: personId '999' is not a person of content/people/");
  });
});

describe('education', () => {
  it('the cards of an undergraduate entry have their own ids and titles, and images at their size', () => {
    const withCards = undergraduatePrograms.filter((entry) => entry.cards && entry.cards.length > 0);
    // The browser tests check that an entry's page shows its cards.
    expect(withCards.length).toBeGreaterThan(0);
    for (const entry of withCards) {
      const cards: Collection = {label: `card of '${entry.id}'`, file: `content/education/undergraduate/${entry.id}.md`};
      expect(duplicates(cards, 'id', entry.cards?.map((card) => card.id) ?? [])).toEqual([]);
      expect(duplicates(cards, 'title', entry.cards?.map((card) => card.title) ?? [])).toEqual([]);
      expect(wrongSvgSize(entry.cards?.map((card) => card.img) ?? [], educationImageSize.card)).toEqual([]);
    }
  });
});

describe('programmes and research areas', () => {
  it('the public lists keep the shape of the specification: numeric ids as numbers, the fields in order', () => {
    const [first] = programs.map(publicListEntry);
    expect(Object.keys(first!)).toEqual(['id', 'img', 'title', 'description', 'researchAreas', 'people']);
    expect(researchAreas.map(publicListEntry).map((area) => typeof area.id)).toEqual(researchAreas.map(() => 'number'));
    expect(publicListEntry({...programs[0]!, id: 'sea-turtles'}).id).toBe('sea-turtles');
  });

  it('every description has several paragraphs', () => {
    const problems = [...programs.map((entry) => [programsFile, entry] as const), ...researchAreas.map((entry) => [researchAreasFile, entry] as const)]
      .filter(([, entry]) => paragraphs(entry.description).length < 3)
      .map(([file, entry]) => `${file.label} '${entry.id}' in ${file.file}: description has ${paragraphs(entry.description).length} paragraphs, write at least 3 separated by "\\n\\n"`);
    expect(problems).toEqual([]);
  });

  it('the programme excerpt is the first 30 words followed by an ellipsis', () => {
    const problems = programs.flatMap((program) => {
      const excerpt = programExcerpt(program);
      const words = excerpt.slice(0, -1).split(' ').length;
      return excerpt.endsWith('…') && words === 30
        ? []
        : [`programme '${program.id}' in content/programs/: the list excerpt has ${words} words${excerpt.endsWith('…') ? '' : ' and no ellipsis'}; it shows the first 30 words of the description`];
    });
    expect(problems).toEqual([]);
  });
});

describe('cruises', () => {
  it('prints the months of a cruise from its first and last days, in English as the log always read, and lists cruises by date', () => {
    const expedition = cruises.find((cruise) => cruise.id === 'st-martins-expedition-2023-12');
    expect(expedition && cruiseMonths(expedition, 'en-GB')).toBe('December 2023 – January 2024');
    expect(cruiseMonths({startDate: '2022-10-09', endDate: '2022-10-14'}, 'en-GB')).toBe('October 2022');
    expect(cruiseMonths({startDate: '2022-10-09', endDate: '2022-10-14'}, 'bn-BD')).toBe('অক্টোবর ২০২২');
    // The chronological list holds every cruise, sorted by first day.
    const keys = cruises.map((cruise) => cruise.startDate);
    expect(keys).toEqual([...keys].sort());
    expect([...cruises].map((cruise) => cruise.id).sort()).toEqual(cruises.map((cruise) => cruise.id).sort());
  });
});

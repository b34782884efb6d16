import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import * as z from 'zod';
import {people, personExcerpt, personImageSize, peopleByGroup, findPerson} from '@site/src/data/people';
import {alumni, alumnusPlaceholder, alumnusExcerpt, findAlumnus} from '@site/src/data/alumni';
import {leaders, resolveLeaders} from '@site/src/data/leadership';
import {undergraduatePrograms, graduateDisciplines, educationImageSize} from '@site/src/data/education';
import {services, serviceImageSize} from '@site/src/data/services';
import {transferItems, transferImageSize} from '@site/src/data/transfer';
import {partners, partnerLogoSize} from '@site/src/data/partners';
import {storeItems, storeImageSize} from '@site/src/data/store';
import {cruises, cruisesByDate} from '@site/src/data/cruises';
import {programs, researchAreas, programExcerpt, findProgram, findResearchArea, researchImageSize} from '@site/src/data/research';
import {personSchema} from '@site/src/data/schemas/people';
import {alumnusSchema} from '@site/src/data/schemas/alumni';
import {leaderSchema} from '@site/src/data/schemas/leadership';
import {undergraduateProgramSchema, graduateDisciplineSchema} from '@site/src/data/schemas/education';
import {serviceSchema} from '@site/src/data/schemas/services';
import {transferItemSchema} from '@site/src/data/schemas/transfer';
import {partnerSchema} from '@site/src/data/schemas/partners';
import {storeItemSchema} from '@site/src/data/schemas/store';
import {cruiseSchema} from '@site/src/data/schemas/cruises';
import {
  programSchema,
  researchAreaSchema,
  programListSchema,
  researchAreaListSchema,
  parseResearchList,
} from '@site/src/data/schemas/research';
import {paragraphs, truncateWords} from '@site/src/utils/text';

const root = path.join(__dirname, '../..');
const staticFile = (publicPath: string) => path.join(root, 'static', publicPath);

/** Review-style messages for every entry that fails its schema: "<label> '<id>': <field>: <problem>". */
function schemaProblems<Entry>(label: string, entries: readonly Entry[], schema: z.ZodType, idOf: (entry: Entry) => unknown): string[] {
  return entries.flatMap((entry) => {
    const result = schema.safeParse(entry);
    return result.success
      ? []
      : result.error.issues.map((issue) => `${label} '${String(idOf(entry))}': ${issue.path.join('.') || '(entry)'}: ${issue.message}`);
  });
}

/** "<label> '<id>' appears N times" for every id used more than once (ids compared loosely). */
function duplicateIds(label: string, ids: readonly (string | number)[]): string[] {
  const counts = new Map<string, number>();
  for (const id of ids) counts.set(String(id), (counts.get(String(id)) ?? 0) + 1);
  return [...counts].filter(([, count]) => count > 1).map(([id, count]) => `${label} '${id}' appears ${count} times`);
}

/** "<label> '<id>': <field> <path> does not exist" for every image missing from static/. */
function missingImages(label: string, entries: readonly {id: string | number; file?: string; field: string}[]): string[] {
  return entries
    .filter((entry) => entry.file !== undefined && !existsSync(staticFile(entry.file)))
    .map((entry) => `${label} '${entry.id}': ${entry.field} static${entry.file} does not exist`);
}

/** "<file> is W x H, expected w x h" when an SVG's declared size is not the size the pages give it. */
function wrongSvgSize(files: readonly string[], size: {width: number; height: number}): string[] {
  return files
    .filter((file) => file.endsWith('.svg') && existsSync(staticFile(file)))
    .flatMap((file) => {
      const head = readFileSync(staticFile(file), 'utf8').slice(0, 300);
      const width = Number(/\swidth="(\d+)"/.exec(head)?.[1]);
      const height = Number(/\sheight="(\d+)"/.exec(head)?.[1]);
      return width === size.width && height === size.height ? [] : [`static${file} is ${width}x${height}, expected ${size.width}x${size.height}`];
    });
}

describe('text helpers', () => {
  it('split paragraphs at blank lines and join wrapped lines', () => {
    expect(paragraphs('One\nline.\n\n  Two.  \n\n\n')).toEqual(['One line.', 'Two.']);
  });

  it('cut a text to a number of words with an ellipsis, dropping dangling punctuation', () => {
    expect(truncateWords('one two, three four', 2)).toBe('one two…');
    expect(truncateWords('one two', 5)).toBe('one two…');
  });
});

describe('people', () => {
  const researchers = people.filter((person) => person.group === 'researcher');
  const students = people.filter((person) => person.group === 'student');

  it('every person matches the schema', () => {
    expect(schemaProblems('person', people, personSchema, (person) => person.id)).toEqual([]);
  });

  it('ids are unique across both groups', () => {
    expect(duplicateIds('person id', people.map((person) => person.id))).toEqual([]);
  });

  it('has researchers 1 to 11 and research students 12 to 31 and 266, in that order', () => {
    expect(researchers.map((person) => person.id)).toEqual(Array.from({length: 11}, (_, index) => String(index + 1)));
    expect(students.map((person) => person.id)).toEqual([...Array.from({length: 20}, (_, index) => String(index + 12)), '266']);
    expect(peopleByGroup.map((entry) => [entry.group, entry.people.length])).toEqual([
      ['researcher', 11],
      ['student', 21],
    ]);
  });

  it('every portrait exists as a 400x400 image', () => {
    expect(missingImages('person', people.map((person) => ({id: person.id, file: person.img, field: 'img'})))).toEqual([]);
    expect(wrongSvgSize(people.map((person) => person.img), personImageSize)).toEqual([]);
  });

  it('every biography has two to four paragraphs', () => {
    const problems = people
      .map((person) => [person.id, paragraphs(person.description).length] as const)
      .filter(([, count]) => count < 2 || count > 4)
      .map(([id, count]) => `person '${id}': biography has ${count} paragraphs, write 2 to 4 separated by blank lines`);
    expect(problems).toEqual([]);
  });

  it('researchers carry the expected range of designations, one has none; students are Research Students', () => {
    const designations = new Set(researchers.map((person) => person.designation));
    for (const title of ['Professor', 'Associate Professor', 'Assistant Professor', 'Lecturer', 'Tenure Track'] as const) {
      expect(designations).toContain(title);
    }
    expect(researchers.some((person) => person.designation === undefined)).toBe(true);
    expect(students.filter((person) => person.designation !== 'Research Student').map((person) => person.id)).toEqual([]);
  });

  it('some people have a faculty profile link on the university site and some do not', () => {
    const linked = people.filter((person) => person.detailsLink);
    expect(linked.length).toBeGreaterThan(0);
    expect(linked.length).toBeLessThan(people.length);
    expect(linked.filter((person) => !person.detailsLink?.startsWith('https://www.cuc.ac.bd/')).map((person) => person.id)).toEqual([]);
  });

  it("students' interests span the specification's topics", () => {
    const studentText = students.map((person) => person.description).join(' ').toLowerCase();
    const topics: [string, RegExp][] = [
      ['seagrass', /seagrass/],
      ['marine biotechnology', /marine biotechnology/],
      ['sharks and rays', /sharks and rays|shark and ray/],
      ['aquaculture', /aquaculture/],
      ['coral', /coral/],
      ['physical oceanography', /physical oceanography/],
      ['ocean modelling', /ocean modelling/],
      ['remote sensing', /remote sensing/],
    ];
    expect(topics.filter(([, pattern]) => !pattern.test(studentText)).map(([topic]) => `no student works on ${topic}`)).toEqual([]);
  });

  it('the list excerpt is the first paragraph cut to about 30 words with an ellipsis', () => {
    for (const person of people) {
      const excerpt = personExcerpt(person);
      expect(excerpt.endsWith('…')).toBe(true);
      expect(excerpt.split(' ').length).toBeLessThanOrEqual(30);
      expect(paragraphs(person.description)[0]?.startsWith(excerpt.slice(0, -1))).toBe(true);
    }
  });

  it('finds people by id loosely', () => {
    expect(findPerson(12)?.id).toBe('12');
    expect(findPerson(' 266 ')?.group).toBe('student');
    expect(findPerson('999')).toBeUndefined();
  });
});

describe('lab alumni', () => {
  it('every alumnus matches the schema', () => {
    expect(schemaProblems('alumnus', alumni, alumnusSchema, (alumnus) => alumnus.id)).toEqual([]);
  });

  it('has twelve alumni with ids 1 to 12, unique', () => {
    expect(alumni.map((alumnus) => alumnus.id)).toEqual(Array.from({length: 12}, (_, index) => index + 1));
    expect(duplicateIds('alumnus id', alumni.map((alumnus) => alumnus.id))).toEqual([]);
  });

  it('every photo that is named exists at 300x300, and at least one alumnus shows the placeholder', () => {
    expect(missingImages('alumnus', alumni.map((alumnus) => ({id: alumnus.id, file: alumnus.img, field: 'img'})))).toEqual([]);
    expect(wrongSvgSize(alumni.flatMap((alumnus) => (alumnus.img ? [alumnus.img] : [])), alumnusPlaceholder)).toEqual([]);
    expect(alumni.some((alumnus) => alumnus.img === undefined)).toBe(true);
  });

  it('the placeholder exists at 300x300', () => {
    expect(existsSync(staticFile(alumnusPlaceholder.src))).toBe(true);
    expect(wrongSvgSize([alumnusPlaceholder.src], {width: 300, height: 300})).toEqual([]);
  });

  it('the list shows each biography cut with an ellipsis', () => {
    for (const alumnus of alumni) {
      const excerpt = alumnusExcerpt(alumnus);
      expect(excerpt.endsWith('…')).toBe(true);
      expect(excerpt.length).toBeLessThan(alumnus.description.length);
    }
  });

  it('careers span navy hydrography, PhDs abroad and project work', () => {
    const text = alumni.map((alumnus) => alumnus.description).join(' ');
    expect(text).toMatch(/Navy/);
    expect(text).toMatch(/hydrograph/i);
    expect(text).toMatch(/PhD/);
    expect(text).toMatch(/project/);
  });

  it('finds alumni by id loosely', () => {
    expect(findAlumnus('3')?.id).toBe(3);
    expect(findAlumnus(13)).toBeUndefined();
  });
});

describe('leadership', () => {
  it('has two leaders that match the schema', () => {
    expect(leaders).toHaveLength(2);
    expect(schemaProblems('leader', leaders, leaderSchema, (leader) => leader.id)).toEqual([]);
    expect(duplicateIds('leader id', leaders.map((leader) => leader.id))).toEqual([]);
  });

  it('every personId points at a person of src/data/people.ts', () => {
    const problems = leaders
      .filter((leader) => leader.personId !== undefined && !findPerson(leader.personId))
      .map((leader) => `leader '${leader.id}': personId '${leader.personId}' is not in src/data/people.ts`);
    expect(problems).toEqual([]);
    expect(resolveLeaders().map((leader) => leader.name)).toEqual(leaders.map((leader) => (leader.personId ? findPerson(leader.personId)?.name : leader.name)));
  });

  it('a leader who is not on Our People brings a name and an existing portrait', () => {
    const outsider = {id: 'visiting-chair', role: 'Chair', name: 'Example Name', img: '/img/people/none.svg', bio: 'x'.repeat(160), profileUrl: 'https://example.org'};
    expect(leaderSchema.safeParse(outsider).success).toBe(true);
    expect(() => resolveLeaders([{id: 'ghost', role: 'Director', personId: '999', bio: 'x', profileUrl: 'https://example.org'}])).toThrow(
      "leader 'ghost': personId '999' is not in src/data/people.ts",
    );
  });
});

describe('education', () => {
  it('undergraduate entries match the schema, with the three ids of the specification', () => {
    expect(schemaProblems('undergraduate programme', undergraduatePrograms, undergraduateProgramSchema, (entry) => entry.id)).toEqual([]);
    expect(undergraduatePrograms.map((entry) => entry.id)).toEqual(['summer_studentship_program', 'bsc_internship', 'undergraduate_resources']);
  });

  it('undergraduate resources show the three cards', () => {
    const resources = undergraduatePrograms.find((entry) => entry.id === 'undergraduate_resources');
    expect(resources?.cards?.map((card) => card.title)).toEqual(['Meet the Marine Scientists', 'Volunteering in Field Activity', 'Diving Experience']);
    expect(undergraduatePrograms.filter((entry) => entry.id !== 'undergraduate_resources' && entry.cards).map((entry) => entry.id)).toEqual([]);
  });

  it('graduate disciplines match the schema, with the four ids of the specification', () => {
    expect(schemaProblems('graduate discipline', graduateDisciplines, graduateDisciplineSchema, (entry) => entry.id)).toEqual([]);
    expect(graduateDisciplines.map((entry) => entry.id)).toEqual([
      'marine_science_oceanography',
      'marine_environmental_management',
      'marine_fisheries',
      'marine_aquaculture',
    ]);
  });

  it('every image and icon exists at its size', () => {
    const cardImages = undergraduatePrograms.flatMap((entry) => [
      {id: entry.id, file: entry.img, field: 'img'},
      ...(entry.cards ?? []).map((card) => ({id: `${entry.id}/${card.id}`, file: card.img, field: 'card img'})),
    ]);
    const iconImages = graduateDisciplines.map((entry) => ({id: entry.id, file: entry.icon, field: 'icon'}));
    expect(missingImages('education', [...cardImages, ...iconImages])).toEqual([]);
    expect(wrongSvgSize(cardImages.map((image) => image.file), educationImageSize.card)).toEqual([]);
    expect(wrongSvgSize(iconImages.map((image) => image.file), educationImageSize.icon)).toEqual([]);
  });
});

describe('programmes and research areas', () => {
  it('the two public lists exist in static/ and parse', () => {
    for (const file of ['programs-and-project.json', 'area-of-research.json']) {
      expect(existsSync(staticFile(`/${file}`))).toBe(true);
    }
    // src/data/research.ts exports the files unchecked; this is the check (the build's is in plugins/collections).
    expect(() => parseResearchList(programListSchema, programs, 'static/programs-and-project.json')).not.toThrow();
    expect(() => parseResearchList(researchAreaListSchema, researchAreas, 'static/area-of-research.json')).not.toThrow();
    expect(programs.length).toBeGreaterThanOrEqual(8);
    expect(researchAreas.length).toBeGreaterThanOrEqual(6);
  });

  it('every entry matches its schema, ids unique', () => {
    expect(schemaProblems('programme', programs, programSchema, (entry) => entry.id)).toEqual([]);
    expect(schemaProblems('research area', researchAreas, researchAreaSchema, (entry) => entry.id)).toEqual([]);
    expect(duplicateIds('programme id', programs.map((entry) => entry.id))).toEqual([]);
    expect(duplicateIds('research area id', researchAreas.map((entry) => entry.id))).toEqual([]);
  });

  it('every description has several paragraphs', () => {
    const problems = [...programs, ...researchAreas]
      .filter((entry) => paragraphs(entry.description).length < 3)
      .map((entry) => `'${entry.title}': description has ${paragraphs(entry.description).length} paragraphs, write at least 3 separated by "\\n\\n"`);
    expect(problems).toEqual([]);
  });

  it('every image exists at 600x400', () => {
    const images = [
      ...programs.map((entry) => ({id: entry.id, file: entry.img, field: 'img'})),
      ...researchAreas.map((entry) => ({id: entry.id, file: entry.img, field: 'img'})),
    ];
    expect(missingImages('programme or research area', images)).toEqual([]);
    expect(wrongSvgSize(images.map((image) => image.file), researchImageSize)).toEqual([]);
  });

  it('rejects a list with a duplicate id, compared loosely, naming the file', () => {
    const entry = {id: 1, img: '/img/programs/a.svg', title: 'A programme', description: 'One.\n\nTwo.'};
    expect(() => parseResearchList(programListSchema, [entry, {...entry, id: '1'}], 'static/programs-and-project.json')).toThrow(
      /static\/programs-and-project\.json is not valid:[\s\S]*duplicate id "1"/,
    );
  });

  it('the programme excerpt is the first 30 words followed by an ellipsis', () => {
    for (const program of programs) {
      const excerpt = programExcerpt(program);
      expect(excerpt.endsWith('…')).toBe(true);
      expect(excerpt.slice(0, -1).split(' ')).toHaveLength(30);
    }
  });

  it('finds entries by id loosely', () => {
    const first = programs[0];
    expect(first && findProgram(String(first.id))).toBe(first);
    expect(researchAreas[0] && findResearchArea(String(researchAreas[0].id))).toBe(researchAreas[0]);
    expect(findProgram('no-such-programme')).toBeUndefined();
  });

  it('quote the laboratory figures', () => {
    const text = programs.map((entry) => entry.description).join(' ');
    const figures = ['80 locations', '17 water-quality parameters', '54 stations', '15-member team', '58 stations', '34 stations over 130 km'];
    expect(figures.filter((figure) => !text.includes(figure)).map((figure) => `no programme description quotes '${figure}'`)).toEqual([]);
  });
});

describe('offerings', () => {
  it('scientific services: the ten of the specification, valid, with images', () => {
    expect(schemaProblems('service', services, serviceSchema, (entry) => entry.id)).toEqual([]);
    expect(services.map((entry) => entry.title.toLowerCase())).toEqual([
      'oceanographic survey',
      'water quality monitoring',
      'underwater survey',
      'diving',
      'hydrographic modeling',
      'benthic habitat mapping',
      'coral reef health assessment',
      'plankton and biodiversity analysis',
      'marine sediment analysis',
      'remote sensing and gis mapping',
    ]);
    expect(duplicateIds('service id', services.map((entry) => entry.id))).toEqual([]);
    expect(missingImages('service', services.map((entry) => ({id: entry.id, file: entry.img, field: 'img'})))).toEqual([]);
    expect(wrongSvgSize(services.map((entry) => entry.img), serviceImageSize)).toEqual([]);
  });

  it('technology transfer: the five of the specification, valid, with images', () => {
    expect(schemaProblems('technology', transferItems, transferItemSchema, (entry) => entry.id)).toEqual([]);
    expect(transferItems.map((entry) => entry.title.toLowerCase())).toEqual([
      'nature-based coastal defense',
      'integrated multi-trophic aquaculture',
      'floating mussel aquaculture',
      'recirculating aquaculture systems',
      'ecosystem models for marine mollusks',
    ]);
    expect(missingImages('technology', transferItems.map((entry) => ({id: entry.id, file: entry.img, field: 'img'})))).toEqual([]);
    expect(wrongSvgSize(transferItems.map((entry) => entry.img), transferImageSize)).toEqual([]);
  });

  it('partners: seventeen, valid, unique, each with a drawn logo', () => {
    expect(partners).toHaveLength(17);
    expect(schemaProblems('partner', partners, partnerSchema, (entry) => entry.id)).toEqual([]);
    expect(duplicateIds('partner id', partners.map((entry) => entry.id))).toEqual([]);
    expect(duplicateIds('partner url', partners.map((entry) => entry.url))).toEqual([]);
    expect(missingImages('partner', partners.map((entry) => ({id: entry.id, file: entry.logo, field: 'logo'})))).toEqual([]);
    expect(wrongSvgSize(partners.map((entry) => entry.logo), partnerLogoSize)).toEqual([]);
  });

  it('store: the five items of the specification, images only', () => {
    expect(schemaProblems('store item', storeItems, storeItemSchema, (entry) => entry.id)).toEqual([]);
    expect(storeItems.map((entry) => entry.name)).toEqual(['Cap', 'Key ring', 'Pen', 'T-shirt', 'Mug']);
    expect(missingImages('store item', storeItems.map((entry) => ({id: entry.id, file: entry.img, field: 'img'})))).toEqual([]);
    expect(wrongSvgSize(storeItems.map((entry) => entry.img), storeImageSize)).toEqual([]);
  });
});

describe('cruises', () => {
  it('fourteen valid cruises with unique ids', () => {
    expect(cruises).toHaveLength(14);
    expect(schemaProblems('cruise', cruises, cruiseSchema, (entry) => entry.id)).toEqual([]);
    expect(duplicateIds('cruise id', cruises.map((entry) => entry.id))).toEqual([]);
  });

  it('run from October 2022 to March 2025, each date printed as its yearMonth', () => {
    expect(cruisesByDate[0]?.yearMonth).toBe('2022-10');
    expect(cruisesByDate[cruisesByDate.length - 1]?.yearMonth).toBe('2025-03');
    const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
    const problems = cruises
      .filter((cruise) => {
        const [year, month] = cruise.yearMonth.split('-').map(Number);
        return !cruise.date.startsWith(`${months[(month ?? 1) - 1]} ${year}`);
      })
      .map((cruise) => `cruise '${cruise.id}': date '${cruise.date}' does not start with the month of yearMonth ${cruise.yearMonth}`);
    expect(problems).toEqual([]);
  });

  it('the chronological list is sorted', () => {
    const keys = cruisesByDate.map((cruise) => cruise.yearMonth);
    expect(keys).toEqual([...keys].sort());
  });

  it('quote the cruise facts of the specification', () => {
    const text = cruises.map((cruise) => `${cruise.date} ${cruise.name} ${cruise.description}`).join(' ');
    const facts = [
      '73 locations',
      '29 sampling locations over about 275 km',
      'about 300 km of waterways with 26 land spots',
      'about 50 km²',
      '34 stations over 130 km',
      '54 stations',
      '15-member team',
      '58 stations',
      '80 locations',
      '17 water-quality parameters',
      'Sonadia',
      "Saint Martin's Island marine protected area",
      'Moheshkhali channel',
      'Sundarbans',
    ];
    expect(facts.filter((fact) => !text.includes(fact)).map((fact) => `no cruise mentions '${fact}'`)).toEqual([]);
    expect(cruises.find((cruise) => cruise.id === 'sundarbans-2023-09')?.date).toBe('September 2023');
  });
});

/**
 * The counts of the content shipped today, and the menus as shipped: the facts the site was
 * commissioned with. When the laboratory adds or removes entries or menu links on purpose,
 * update this file in the same pull request.
 *
 * Every other test checks rules that hold whatever the number of entries (unique ids, images
 * that exist, lists that show all the entries of their data), so that an editor who adds an
 * entry by a data file's header sees this file fail, and only this one.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {people} from '@site/src/data/people';
import {alumni} from '@site/src/data/alumni';
import {leaders} from '@site/src/data/leadership';
import {undergraduatePrograms, graduateDisciplines} from '@site/src/data/education';
import {services} from '@site/src/data/services';
import {transferItems} from '@site/src/data/transfer';
import {partners} from '@site/src/data/partners';
import {storeItems} from '@site/src/data/store';
import {cruisesByDate} from '@site/src/data/cruises';
import {careerOpportunities} from '@site/src/data/careers';
import {pressItems} from '@site/src/data/press';
import {homeCarousel} from '@site/src/data/homeCarousel';
import {groupByYear} from '@site/src/data/publications';
import {parseBibliography} from '@site/plugins/publications/bibliography';
import {navigation} from '@site/src/navigation';
import {featuredArticleFiles, featuredArticlesFolder} from '../shared/featuredArticles';
import {root} from './helpers/review';

/** The side menu as shipped: groups, sections and link ids, in order. */
const shippedSideMenu: Record<string, Record<string, string[]>> = {
  'who-we-are': {
    'about-borl': ['vision-and-mission', 'leadership', 'our-people', 'history', 'lab-alumni', 'annual-reports', 'contact-us'],
    'visit-borl': ['directions', 'events', 'store'],
    'work-with-borl': ['careers', 'collaboration', 'services', 'transfer'],
  },
  'what-we-do': {
    understand: ['area-of-research', 'programs-and-projects', 'data-and-repo', 'facilities-and-services', 'other-facilities'],
    explore: ['ocean-observations', 'underwater-vehicles', 'cruise-planning', 'expedition-blogs'],
    educate: ['graduate', 'undergraduate', 'guest-students', 'k-12-students'],
  },
  'know-bay-of-bengal': {
    'explore-bob-facts': [
      'bengal-fan', 'corals-of-st-martin-island', 'physiography-of-bob', 'swatch-of-no-ground',
      'migratory-routes-for-tenualosa-ilisha', 'thickest-sediment-bed-in-the-world', 'high-river-runoff',
      'habitat-for-irrawaddy-dolphin', 'monsoonal-effects', 'largest-dead-zone', 'high-salinity-variation',
      'largest-deltaic-bay', 'coastal-sundarban', 'sst-changes-in-the-bob',
    ],
    'dive-into-our-research': ['borl-in-the-news', 'publications', 'news-releases', 'multimedia'],
  },
};

/** "the site ships 17 partners; src/data/partners.ts has 18 — if you added one on purpose, update this count" */
function countProblems(what: string, expected: number, actual: number, where: string): string[] {
  if (actual === expected) {
    return [];
  }
  const difference = Math.abs(actual - expected);
  const change = actual > expected ? 'added' : 'removed';
  return [`the site ships ${expected} ${what}; ${where} has ${actual} — if you ${change} ${difference === 1 ? 'one' : difference} on purpose, update this count`];
}

/** "'12' to '31', '266'": ids in a row are written as a range so the message stays readable. */
function quoted(values: readonly string[]): string {
  const parts: string[] = [];
  for (let start = 0; start < values.length; ) {
    let end = start;
    while (end + 1 < values.length && /^\d+$/.test(values[end]!) && Number(values[end + 1]) === Number(values[end]) + 1) end += 1;
    parts.push(end - start >= 2 ? `'${values[start]}' to '${values[end]}'` : values.slice(start, end + 1).map((value) => `'${value}'`).join(', '));
    start = end + 1;
  }
  return parts.join(', ');
}

/** The same for a list of ids: what was added, what is missing, or a different order. */
function listProblems(what: string, expected: readonly string[], actual: readonly string[], where: string): string[] {
  const added = actual.filter((value) => !expected.includes(value));
  const removed = expected.filter((value) => !actual.includes(value));
  const shipped = `the site ships ${what} ${quoted(expected)}`;
  const problems: string[] = [];
  if (added.length > 0) {
    problems.push(`${shipped}; ${where} also has ${quoted(added)} — if you added ${added.length === 1 ? 'it' : 'them'} on purpose, update this list`);
  }
  if (removed.length > 0) {
    problems.push(`${shipped}; ${where} lacks ${quoted(removed)} — if you removed ${removed.length === 1 ? 'it' : 'them'} on purpose, update this list`);
  }
  if (problems.length === 0 && actual.join('\n') !== expected.join('\n')) {
    problems.push(`${shipped}, in that order; ${where} has ${quoted(actual)} — if you reordered them on purpose, update this list`);
  }
  return problems;
}

const range = (from: number, to: number) => Array.from({length: to - from + 1}, (_, index) => String(from + index));

describe('content shipped today', () => {
  it('9 featured articles', () => {
    expect(countProblems('featured articles', 9, featuredArticleFiles().length, `${featuredArticlesFolder}/`)).toEqual([]);
  });

  it('16 press items', () => {
    expect(countProblems('press items', 16, pressItems.length, 'src/data/press.ts')).toEqual([]);
  });

  it('20 home carousel cards', () => {
    expect(countProblems('home carousel cards', 20, homeCarousel.length, 'src/data/homeCarousel.ts')).toEqual([]);
  });

  it('14 cruises, from October 2022 to March 2025', () => {
    expect(countProblems('cruises', 14, cruisesByDate.length, 'src/data/cruises.ts')).toEqual([]);
    const span = [cruisesByDate[0]?.startDate.slice(0, 7), cruisesByDate[cruisesByDate.length - 1]?.startDate.slice(0, 7)].join(' to ');
    expect(
      span === '2022-10 to 2025-03'
        ? []
        : [`the shipped cruises run from 2022-10 to 2025-03; src/data/cruises.ts runs from ${span} — if you added or removed a cruise on purpose, update these months`],
    ).toEqual([]);
  });

  it('17 partners', () => {
    expect(countProblems('partners', 17, partners.length, 'src/data/partners.ts')).toEqual([]);
  });

  it('12 alumni, ids 1 to 12', () => {
    expect(listProblems('the alumni', range(1, 12), alumni.map((alumnus) => String(alumnus.id)), 'src/data/alumni.ts')).toEqual([]);
  });

  it('10 scientific services, 5 technology transfer items, 5 store items', () => {
    expect([
      ...countProblems('scientific services', 10, services.length, 'src/data/services.ts'),
      ...countProblems('technology transfer items', 5, transferItems.length, 'src/data/transfer.ts'),
      ...countProblems('store items', 5, storeItems.length, 'src/data/store.ts'),
    ]).toEqual([]);
  });

  it('3 career opportunities and 2 leaders', () => {
    expect([
      ...countProblems('career opportunities', 3, careerOpportunities.length, 'src/data/careers.ts'),
      ...countProblems('leaders', 2, leaders.length, 'src/data/leadership.ts'),
    ]).toEqual([]);
  });

  it('research students 12 to 31 and 266', () => {
    const students = people.filter((person) => person.group === 'student').map((person) => person.id);
    expect(listProblems('the research students', [...range(12, 31), '266'], students, 'src/data/people.ts')).toEqual([]);
  });

  it('three undergraduate entries and four graduate disciplines', () => {
    expect([
      ...listProblems(
        'the undergraduate entries',
        ['summer_studentship_program', 'bsc_internship', 'undergraduate_resources'],
        undergraduatePrograms.map((entry) => entry.id),
        'src/data/education.ts',
      ),
      ...listProblems(
        'the graduate disciplines',
        ['marine_science_oceanography', 'marine_environmental_management', 'marine_fisheries', 'marine_aquaculture'],
        graduateDisciplines.map((entry) => entry.id),
        'src/data/education.ts',
      ),
    ]).toEqual([]);
  });

  it('publications of ten years, newest first', () => {
    const years = groupByYear(parseBibliography(readFileSync(path.join(root, 'src/data/publications.bib'), 'utf8'))).map((group) => String(group.year));
    expect(
      listProblems('publications of the years', ['2025', '2024', '2023', '2022', '2021', '2020', '2019', '2018', '2016', '2013'], years, 'src/data/publications.bib'),
    ).toEqual([]);
  });

  it('fourteen Bay of Bengal fact pages in the side menu, twelve of them in the top navigation', () => {
    const factLinks = navigation.groups.flatMap((group) => group.sections).find((section) => section.id === 'explore-bob-facts')?.links ?? [];
    const factDocs = readdirSync(path.join(root, 'docs/know-bay-of-bengal/explore-bob-facts')).filter((name) => /\.mdx?$/.test(name));
    expect([
      ...countProblems('fact pages in the side menu', 14, factLinks.length, "src/navigation.ts's section explore-bob-facts"),
      ...countProblems('fact pages in the top navigation', 12, factLinks.filter((link) => link.topNav !== false).length, "src/navigation.ts's section explore-bob-facts"),
      ...countProblems('fact pages', 14, factDocs.length, 'docs/know-bay-of-bengal/explore-bob-facts/'),
    ]).toEqual([]);
  });
});

describe('the menus as shipped', () => {
  it('the side menu lists the shipped sections and links, in order', () => {
    const actual = Object.fromEntries(
      navigation.groups.map((group) => [
        group.segment,
        Object.fromEntries(group.sections.map((section) => [section.id, section.links.map((link) => link.id)])),
      ]),
    );
    expect(actual).toEqual(shippedSideMenu);
  });
});

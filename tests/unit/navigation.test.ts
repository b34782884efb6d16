import {footerColumnOrder, groupForPath, navigation} from '@site/src/navigation';

/** The specification's side-menu list (site-spec §2, "Side-menu layout"). */
const specSideMenu: Record<string, Record<string, string[]>> = {
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

describe('navigation tree', () => {
  it('has the five top entries in the specification order', () => {
    expect(navigation.top.map((item) => (item.kind === 'link' ? item.label : item.group.label))).toEqual([
      'HOME',
      'WHO WE ARE',
      'WHAT WE DO',
      'KNOW BAY OF BENGAL',
      'NEWS',
    ]);
  });

  it('lists exactly the sections and links of the specification side menu', () => {
    const actual = Object.fromEntries(
      navigation.groups.map((group) => [
        group.segment,
        Object.fromEntries(group.sections.map((section) => [section.id, section.links.map((link) => link.id)])),
      ]),
    );
    expect(actual).toEqual(specSideMenu);
  });

  it('builds every path as /{group}/{section}/{page}', () => {
    for (const group of navigation.groups) {
      for (const section of group.sections) {
        for (const link of section.links) {
          expect(link.path).toBe(`/${group.segment}/${section.id}/${link.id}`);
        }
      }
    }
  });

  it('shows twelve fact pages in the top navigation and fourteen in the side menu', () => {
    const facts = navigation.groups
      .flatMap((group) => group.sections)
      .find((section) => section.id === 'explore-bob-facts');
    expect(facts?.links).toHaveLength(14);
    expect(facts?.links.filter((link) => link.topNav !== false)).toHaveLength(12);
    expect(facts?.links.filter((link) => link.topNav === false).map((link) => link.id)).toEqual([
      'coastal-sundarban',
      'sst-changes-in-the-bob',
    ]);
  });

  it('has no duplicate paths', () => {
    const paths = navigation.groups.flatMap((group) => group.sections.flatMap((section) => section.links.map((link) => link.path)));
    const duplicates = paths.filter((path, index) => paths.indexOf(path) !== index);
    expect(duplicates).toEqual([]);
  });

  it('names the footer columns Understand, Explore, Educate, Visit, About', () => {
    const sections = navigation.groups.flatMap((group) => group.sections);
    expect(footerColumnOrder.map((id) => sections.find((section) => section.id === id)?.footerTitle)).toEqual([
      'Understand',
      'Explore',
      'Educate',
      'Visit',
      'About',
    ]);
  });

  it('picks the side-menu group from the first path segment', () => {
    expect(groupForPath(navigation, '/who-we-are/about-borl/history')?.id).toBe('who');
    expect(groupForPath(navigation, '/what-we-do/explore/ocean-observations')?.id).toBe('what');
    expect(groupForPath(navigation, '/know-bay-of-bengal/explore-bob-facts/bengal-fan')?.id).toBe('bob');
    expect(groupForPath(navigation, '/news')).toBeUndefined();
    expect(groupForPath(navigation, '/')).toBeUndefined();
  });
});

import {footerColumnOrder, groupForPath, navigation} from '@site/src/navigation';

describe('navigation tree', () => {
  it('has the five top entries in order', () => {
    expect(navigation.top.map((item) => (item.kind === 'link' ? item.label : item.group.label))).toEqual([
      'HOME',
      'WHO WE ARE',
      'WHAT WE DO',
      'KNOW BAY OF BENGAL',
      'NEWS',
    ]);
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

  it('keeps the links marked topNav: false out of the top navigation only', () => {
    const sideOnly = navigation.groups.flatMap((group) => group.sections.flatMap((section) => section.links)).filter((link) => link.topNav === false);
    expect(sideOnly.length).toBeGreaterThan(0);
    for (const link of sideOnly) {
      expect(link.path).toMatch(/^\/[a-z-]+\/[a-z-]+\/[a-z0-9-]+$/);
    }
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

import {groupForPath, navigation} from '@site/src/navigation';

describe('navigation tree', () => {
  it('builds every path as /{group}/{section}/{page}', () => {
    for (const group of navigation.groups) {
      for (const section of group.sections) {
        for (const link of section.links) {
          expect(link.path).toBe(`/${group.segment}/${section.id}/${link.id}`);
        }
      }
    }
  });

  it('has no duplicate paths', () => {
    const paths = navigation.groups.flatMap((group) => group.sections.flatMap((section) => section.links.map((link) => link.path)));
    const duplicates = paths.filter((path, index) => paths.indexOf(path) !== index);
    expect(duplicates).toEqual([]);
  });

  it('picks the side-menu group from the first path segment', () => {
    expect(groupForPath(navigation, '/who-we-are/about-borl/history')?.id).toBe('who');
    expect(groupForPath(navigation, '/what-we-do/explore/ocean-observations')?.id).toBe('what');
    expect(groupForPath(navigation, '/know-bay-of-bengal/explore-bob-facts/bengal-fan')?.id).toBe('bob');
    expect(groupForPath(navigation, '/news')).toBeUndefined();
    expect(groupForPath(navigation, '/')).toBeUndefined();
  });
});

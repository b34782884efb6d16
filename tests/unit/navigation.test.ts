import {groupForPath, navigation} from '@site/src/navigation';

describe('navigation tree', () => {
  it('builds every path as /{group}/{section}/{page}, none twice', () => {
    const links = navigation.groups.flatMap((group) => group.sections.flatMap((section) => section.links.map((link) => ({group, section, link}))));
    expect(links.filter(({group, section, link}) => link.path !== `/${group.segment}/${section.id}/${link.id}`).map(({link}) => link.path)).toEqual([]);
    const paths = links.map(({link}) => link.path);
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
  });

  it('picks the side-menu group from the first path segment', () => {
    expect(groupForPath(navigation, '/who-we-are/about-borl/history')?.id).toBe('who');
    expect(groupForPath(navigation, '/what-we-do/explore/ocean-observations')?.id).toBe('what');
    expect(groupForPath(navigation, '/know-bay-of-bengal/explore-bob-facts/bengal-fan')?.id).toBe('bob');
    expect(groupForPath(navigation, '/news')).toBeUndefined();
    expect(groupForPath(navigation, '/')).toBeUndefined();
  });
});

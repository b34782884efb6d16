import sidebars from '@site/sidebars';
import {navigation} from '@site/src/navigation';
import {repoFiles} from '@site/tests/shared/files';

type Item = {type: string; id?: string; href?: string; label?: string; items?: Item[]};

describe('sidebars derived from the navigation tree', () => {
  const sidebarItems = Object.values(sidebars as unknown as Record<string, Item[]>).flat();
  const leafItems = sidebarItems.flatMap((category) => category.items ?? []);

  it('has one sidebar per navigation group, one category per section', () => {
    expect(Object.keys(sidebars)).toEqual(navigation.groups.map((group) => group.segment));
    expect(sidebarItems.map((item) => item.label)).toEqual(navigation.groups.flatMap((group) => group.sections.map((section) => section.title)));
  });

  it('puts every doc of docs/ in a sidebar, so every doc shows the side menu', () => {
    const docIds = leafItems.filter((item) => item.type === 'doc').map((item) => item.id);
    const missing = repoFiles('docs', /\.mdx?$/)
      .map((file) => file.replace(/^docs\/|\.mdx?$/g, ''))
      .filter((id) => !docIds.includes(id));
    expect(missing).toEqual([]);
  });

  it("names each doc by its own title, so the previous/next links read in the page's language", () => {
    // The docs plugin translates an explicit label in the sidebar but not in the previous/next links.
    const labelled = leafItems.filter((item) => item.type === 'doc' && item.label !== undefined).map((item) => `${item.id}: ${item.label}`);
    expect(labelled).toEqual([]);
  });

  it('links pages that are not docs by their path', () => {
    const links = leafItems.filter((item) => item.type === 'link').map((item) => item.href);
    expect(links).toContain('/who-we-are/about-borl/our-people');
    expect(links).not.toContain('/who-we-are/about-borl/history');
  });
});

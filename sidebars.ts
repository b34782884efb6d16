import {existsSync} from 'node:fs';
import path from 'node:path';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {navigation, type NavSection} from './src/navigation';

/**
 * The three docs sidebars (who-we-are, what-we-do, know-bay-of-bengal), derived from the
 * navigation tree in `src/navigation.ts`: never edit menus here.
 *
 * A link whose page is a doc (`docs/<path>.md` or `.mdx`) becomes a doc item, so the doc knows
 * its sidebar and gets previous/next links; any other link (a React page) becomes a link item.
 * The side menu itself is drawn by `src/components/SideMenu` from the same tree.
 *
 * A doc item carries no label: the docs plugin then names it by the doc's own title, which each
 * locale's copy of the doc translates and which is its menu label (`tests/unit/content.test.ts`).
 * The previous/next links are named from the item's label and the plugin does not translate a
 * doc item's label there, so an English label here would show on every Bengali page.
 */
const docsDir = path.join(__dirname, 'docs');

function docIdFor(routePath: string): string | undefined {
  const id = routePath.replace(/^\//, '');
  return ['.mdx', '.md'].some((extension) => existsSync(path.join(docsDir, id + extension))) ? id : undefined;
}

function sectionItems(section: NavSection) {
  return section.links.map((link) => {
    const docId = docIdFor(link.path);
    return docId ? {type: 'doc' as const, id: docId} : {type: 'link' as const, href: link.path, label: link.label};
  });
}

const sidebars: SidebarsConfig = Object.fromEntries(
  navigation.groups.map((group) => [
    group.segment,
    group.sections.map((section) => ({
      type: 'category' as const,
      label: section.title,
      collapsible: false,
      items: sectionItems(section),
    })),
  ]),
);

export default sidebars;

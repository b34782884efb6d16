/**
 * Local plugin that pre-renders one detail page per press item
 * (`/know-bay-of-bengal/dive-into-our-research/borl-in-the-news/{id}`) from `src/data/press.ts`.
 * The route component `src/components/PressItemPage` receives the item as `props.entry`. An
 * unknown id has no route: the 404 page says 'News item not found' and links back to the list
 * (`src/theme/NotFound/Content/sections.ts`).
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {addDetailRoutes} from '../shared/detailRoutes';
import {pressItems, pressListPath, type PressItem} from '../../src/data/press';
import {pressItemSchema} from '../../src/data/schemas/press';

/** The plugin (registered in `docusaurus.config.ts`). */
export default function pressPlugin(_context: LoadContext): Plugin<readonly PressItem[]> {
  return {
    name: 'borl-press',
    loadContent: async () => {
      // A malformed entry fails the build with the item named, before any page is rendered.
      for (const item of pressItems) {
        const result = pressItemSchema.safeParse(item);
        if (!result.success) {
          throw new Error(`press item ${item.id}: ${result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
        }
      }
      return pressItems;
    },
    contentLoaded: async ({content, actions}) => {
      addDetailRoutes(actions, {
        basePath: pressListPath,
        component: '@site/src/components/PressItemPage',
        entries: content,
        idOf: (item) => item.id,
      });
    },
  };
}

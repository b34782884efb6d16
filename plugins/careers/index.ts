/**
 * Local plugin that pre-renders one page per career opportunity (`src/data/careers.ts`) under
 * each of the two careers list pages, `/who-we-are/work-with-borl/careers/{id}` and
 * `/what-we-do/educate/start-career/{id}`, so Details and Back stay within the page the
 * visitor came from and every opportunity has a URL that can be shared. The list pages
 * themselves are React pages under `src/pages`.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {addDetailRoutes} from '../shared/detailRoutes';
import {careerListPaths, careerOpportunities} from '../../src/data/careers';

/** The plugin (registered in `docusaurus.config.ts`). */
export default function careersPlugin(_context: LoadContext): Plugin<void> {
  return {
    name: 'borl-careers',
    contentLoaded: async ({actions}) => {
      for (const basePath of careerListPaths) {
        addDetailRoutes(actions, {
          basePath,
          component: '@site/src/components/CareerDetail',
          entries: careerOpportunities,
          idOf: (opportunity) => opportunity.id,
        });
      }
    },
  };
}

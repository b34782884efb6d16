/**
 * Local plugin that keeps the syntax highlighter out of the pages: the site renders no code
 * block, yet the classic theme loads Prism on every page (its client module imports `Prism` from
 * `prism-react-renderer` for `@theme/prism-include-languages`). The bundler resolves the package
 * name `prism-react-renderer` (exactly, `$`) to `./prismReactRenderer.tsx`, a stand-in that
 * draws plain lines and fails the build when a page renders a code block; the theme's
 * `prism-include-languages` is ejected as a no-op in `src/theme/prism-include-languages.ts`.
 * Remove this plugin from `docusaurus.config.ts` to highlight code again.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The module that stands in for `prism-react-renderer` in the site's bundles. */
export const prismStandIn = path.join(__dirname, 'prismReactRenderer.tsx');

/** The plugin (registered in `docusaurus.config.ts`). */
export default function plainCodePlugin(): Plugin<void> {
  return {
    name: 'borl-plain-code',
    configureWebpack: () => ({resolve: {alias: {'prism-react-renderer$': prismStandIn}}}),
  };
}

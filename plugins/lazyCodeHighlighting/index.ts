/**
 * Local plugin that keeps the syntax highlighter (Prism, through `prism-react-renderer`) off
 * the pages that show no code.
 *
 * The classic theme registers a client module, `prism-include-languages`, that imports Prism
 * into the main bundle of every page, only to add `themeConfig.prism.additionalLanguages`.
 * This site sets no additional language, so the module does nothing but costs every page
 * about 25 KB of compressed JavaScript and, on a mid-range phone, over 100 ms of main-thread
 * work at start-up (Lighthouse, before this plugin). The plugin replaces that client module with
 * an empty one; `src/theme/CodeBlock` loads the highlighter with the first code block of a page.
 *
 * Adding a language to `additionalLanguages` needs this plugin removed first: the plugin
 * refuses to run when the list is not empty rather than silently dropping the languages.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The classic theme's client module that imports Prism, as the generated client-modules list names it. */
export function prismClientModulePath(): string {
  const file = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages');
  return file.replace(/\.js$/, '');
}

/** The plugin (registered in `docusaurus.config.ts`). */
export default function lazyCodeHighlightingPlugin(context: LoadContext): Plugin<void> {
  const prism = (context.siteConfig.themeConfig as {prism?: {additionalLanguages?: string[]}}).prism;
  if (prism?.additionalLanguages?.length) {
    throw new Error(
      'lazyCodeHighlighting: themeConfig.prism.additionalLanguages is set; remove the plugin from docusaurus.config.ts so the languages load.',
    );
  }
  const clientModule = prismClientModulePath();
  return {
    name: 'borl-lazy-code-highlighting',
    configureWebpack: () => ({
      // `false`: the bundler replaces the module with an empty one.
      resolve: {alias: {[`${clientModule}$`]: false, [`${clientModule}.js$`]: false}},
    }),
  };
}

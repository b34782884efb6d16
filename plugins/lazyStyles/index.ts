/**
 * Local plugin that keeps the stylesheets of some npm packages out of the site-wide CSS file.
 *
 * Docusaurus merges every stylesheet, including those imported only from lazily loaded code,
 * into one file that every page loads. For heavy widgets used on one or two pages (Leaflet's
 * maps, SweetAlert2's popups) that puts their CSS on every page. This plugin excludes the
 * listed packages' stylesheets from that merged file, so each stays in the lazily loaded chunk
 * that imports it and is fetched only with it. Import such a stylesheet only from code loaded
 * with `import()` / `React.lazy`, never from a page module.
 *
 * Options: `{packages: ['leaflet', 'sweetalert2']}`.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';

/** Options of the plugin. */
export type LazyStylesOptions = {
  /** npm package names whose CSS must stay in the chunk that imports it. */
  packages: readonly string[];
};

/** Whether a module path is a stylesheet of one of `packages` (under `node_modules`). */
export function isLazyPackageStyle(path: string, packages: readonly string[]): boolean {
  return packages.some((name) => new RegExp(`node_modules[\\\\/]${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}[\\\\/].*\\.css$`).test(path));
}

/** The part of a bundler module the split-chunks test reads. */
type BundlerModule = {nameForCondition?: () => string | null | undefined; resource?: string};

/** The plugin (registered in `docusaurus.config.ts`). */
export default function lazyStylesPlugin(_context: LoadContext, options: LazyStylesOptions): Plugin<void> {
  return {
    name: 'borl-lazy-styles',
    configureWebpack: (_config, isServer) => {
      if (isServer) {
        return {};
      }
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              styles: {
                test: (module: BundlerModule) => !isLazyPackageStyle(module.nameForCondition?.() ?? module.resource ?? '', options.packages),
              },
            },
          },
        },
      };
    },
  };
}

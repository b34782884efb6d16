import {existsSync} from 'node:fs';
import type {LoadContext} from '@docusaurus/types';
import lazyCodeHighlightingPlugin, {prismClientModulePath} from '@site/plugins/lazyCodeHighlighting';

/** A load context with just the theme configuration the plugin reads. */
function contextWith(prism: {additionalLanguages?: string[]}): LoadContext {
  return {siteConfig: {themeConfig: {prism}}} as unknown as LoadContext;
}

describe('lazy code highlighting plugin', () => {
  it('names the classic theme client module that exists (a theme upgrade that moves it fails here)', () => {
    const modulePath = prismClientModulePath();
    expect(modulePath).toMatch(/theme-classic[\\/]lib[\\/]prism-include-languages$/);
    expect(existsSync(`${modulePath}.js`)).toBe(true);
  });

  it('replaces that client module with an empty module in the bundle', () => {
    const plugin = lazyCodeHighlightingPlugin(contextWith({}));
    const webpackConfig = plugin.configureWebpack?.({} as never, false, {} as never, {} as never) as {
      resolve: {alias: Record<string, unknown>};
    };
    expect(webpackConfig.resolve.alias).toEqual({
      [`${prismClientModulePath()}$`]: false,
      [`${prismClientModulePath()}.js$`]: false,
    });
  });

  it('refuses to run when extra Prism languages are configured, rather than drop them', () => {
    expect(() => lazyCodeHighlightingPlugin(contextWith({additionalLanguages: ['bash']}))).toThrow(/additionalLanguages/);
  });
});

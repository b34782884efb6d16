/**
 * Local plugin that gives the pages of a locale whose script the system fonts may lack a
 * self-hosted font, on that locale's pages only: Bengali pages get Noto Sans Bengali (package
 * `@fontsource/noto-sans-bengali`, its Bengali subset at weight 400, 44 KB as WOFF2), English
 * pages no font at all.
 *
 * The font file is copied from the package into `{outDir}/fonts/` after the build; the page's
 * head declares it (`font-display: swap`, limited by `unicode-range` to the Bengali block, so
 * Latin text keeps the system font) and preloads it, so on a first view it usually arrives
 * before the text is painted and nothing shifts. Bold text is synthesised from the regular
 * weight: a second weight would double the font bytes (budget: 60 KB of font per page).
 */
import {copyFile, mkdir} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** A self-hosted font of a locale. */
export type LocaleFont = {
  /** CSS family name, as `src/css/custom.css` lists it in `--ifm-font-family-base`. */
  family: string;
  /** The WOFF2 file in `node_modules`, relative to the site directory. */
  source: string;
  /** CSS `unicode-range` of the characters the file covers. */
  unicodeRange: string;
};

/** The fonts by locale; a locale without one uses the system fonts. */
export const localeFonts: Record<string, LocaleFont> = {
  bn: {
    family: 'Noto Sans Bengali',
    source: 'node_modules/@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2',
    unicodeRange: 'U+0951-0952, U+0964-0965, U+0980-09FE, U+200C-200D, U+20B9, U+25CC',
  },
};

/** Path of a locale font under the build's output directory. */
export function fontPath(font: LocaleFont): string {
  return `fonts/${path.basename(font.source)}`;
}

/** The plugin (registered in `docusaurus.config.ts`). */
export default function localeFontsPlugin(context: LoadContext): Plugin {
  const font = localeFonts[context.i18n.currentLocale];
  return {
    name: 'borl-locale-fonts',
    injectHtmlTags: () => {
      if (!font) {
        return {};
      }
      const href = `${context.baseUrl}${fontPath(font)}`;
      return {
        headTags: [
          {tagName: 'link', attributes: {rel: 'preload', href, as: 'font', type: 'font/woff2', crossorigin: 'anonymous'}},
          {
            tagName: 'style',
            innerHTML: `@font-face{font-family:'${font.family}';font-style:normal;font-weight:400;font-display:swap;src:url(${href}) format('woff2');unicode-range:${font.unicodeRange}}`,
          },
        ],
      };
    },
    postBuild: async ({outDir}) => {
      if (!font) {
        return;
      }
      const target = path.join(outDir, fontPath(font));
      await mkdir(path.dirname(target), {recursive: true});
      await copyFile(path.join(context.siteDir, font.source), target);
    },
  };
}

/**
 * Local plugin that gives every page its own social-card image, generated at build time from
 * the page's title (no network): after the build it reads each page's title from its HTML file
 * and renders `card.ts`'s SVG to PNG with sharp at `socialCardPath` (`build/img/social/<route>.png`).
 * The page itself names that image in its `og:image` and `twitter:image`
 * (`src/components/SocialCardMetadata`, rendered by `src/theme/Root`); this plugin changes no
 * page.
 *
 * A card speaks the page's language: in a locale other than the default one the section label
 * and the laboratory's name come from that locale's translations (see {@link cardSection} and
 * {@link localSiteName}), and the text is set in fonts that have its script (`typeset.ts`).
 */
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {filesBelow} from '../buildFiles';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import sharp, {type Sharp} from 'sharp';
import {groupForPath, type NavigationTree} from '../../src/navigation';
import {navigationPluginName} from '../navigation';
import {siteInLocale} from '../../src/config/siteInLocale';
import {cardWidth, socialCardSvg} from './card';
import {socialCardPath} from '../../src/utils/socialCard';
import {loadCardFonts} from './typeset';

/** Decodes the few entities a minified `<title>` may hold. */
function decodeEntities(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'");
}

/**
 * The section label of a page's card, in the language of the tree: the label of the navigation
 * group (`WHO WE ARE`, …) or top-bar link (`NEWS`) that the first folder of the page's path names.
 * `undefined` for a page at the top level (the home page, News itself) or under a folder the
 * tree does not name.
 *
 * @param tree the navigation tree as the navigation plugin translated it for the locale built
 * @param relativeHtml the page's file relative to the locale's output folder
 *   (`who-we-are/about-borl/history.html`)
 */
export function cardSection(tree: NavigationTree, relativeHtml: string): string | undefined {
  const parts = relativeHtml.split(path.sep);
  if (parts.length < 2) return undefined;
  const folder = `/${parts[0]}`;
  const group = groupForPath(tree, folder);
  if (group) return group.label;
  const link = tree.top.find((item) => item.kind === 'link' && item.path === folder);
  return link?.kind === 'link' ? link.label : undefined;
}

/** The laboratory's name in the locale built (`siteInLocale`), for the cards and for taking the name off the end of page titles. */
export function localSiteName(siteDir: string, locale: string, defaultLocale: string): string {
  return siteInLocale(siteDir, locale, defaultLocale).name;
}

/**
 * A card SVG (`socialCardSvg`) as an image at the card's width, to encode (`.png()`) or read
 * (`.raw()`): sharp renders it natively, on its own threads. The SVG holds no text elements,
 * only glyph outlines, so no font is needed.
 */
export function renderCard(svg: string): Sharp {
  return sharp(Buffer.from(svg)).resize({width: cardWidth});
}

/** The plugin (registered in `docusaurus.config.ts`). */
export default function socialCardsPlugin(context: LoadContext): Plugin {
  return {
    name: 'borl-social-cards',
    async postBuild({outDir, siteConfig, plugins}) {
      const fonts = await loadCardFonts();
      const tree = plugins.find((plugin) => plugin.name === navigationPluginName)?.content as NavigationTree | undefined;
      const siteName = localSiteName(context.siteDir, context.i18n.currentLocale, context.i18n.defaultLocale);
      await Promise.all(
        filesBelow(outDir, '.html').map(async (relative) => {
          const file = path.join(outDir, relative);
          const html = readFileSync(file, 'utf8');
          // A page that asks not to be indexed (the web editor) is not for sharing: no card.
          if (/<meta name="robots" content="noindex/.test(html)) return;
          const fullTitle = decodeEntities(/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? siteConfig.title);
          // Titles end with ' | ' and the laboratory's name in the page's language (the 404 page,
          // whose title Docusaurus sets to the site title alone, is named in English).
          const pageTitle = [siteName, siteConfig.title].reduce((text, name) => (text.endsWith(` | ${name}`) ? text.slice(0, -` | ${name}`.length) : text), fullTitle.trim());
          const title = pageTitle && pageTitle !== siteConfig.title && pageTitle !== siteName ? pageTitle : siteName;
          const section = tree && cardSection(tree, relative);
          const {svg, missing} = socialCardSvg({title, siteName, section}, fonts);
          if (missing.length > 0) {
            logger.warn(`Social card of ${relative}: no card font has ${missing.join(' ')}, drawn as boxes.`);
          }
          const png = await renderCard(svg).png().toBuffer();
          const cardFile = path.join(outDir, socialCardPath(relative));
          mkdirSync(path.dirname(cardFile), {recursive: true});
          writeFileSync(cardFile, png);
        }),
      );
    },
  };
}

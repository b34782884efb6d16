/**
 * Where a page's social card image is, below its locale's base URL: `img/social/<page>.png`,
 * `<page>` being the page's path below that base URL without `.html` (`index` for the locale's
 * home page). The social-cards plugin writes the image there from the built HTML file, and
 * `src/components/SocialCardMetadata` names it in the page's `og:image`, so both derive it here.
 *
 * @param page the page's route below the base URL (`who-we-are/about-borl/history`, `''`,
 *   `404.html`) or its HTML file there (`who-we-are/about-borl/history.html`, `index.html`), with
 *   `/` separators and no leading `/`
 * @returns the image's path below the base URL (`img/social/who-we-are/about-borl/history.png`)
 */
export function socialCardPath(page: string): string {
  return `img/social/${page.replace(/\.html$/, '') || 'index'}.png`;
}

/** A social card's size in pixels: 1200 × 630, the Open Graph image's recommended size. */
export const socialCardSize = {width: 1200, height: 630} as const;

/**
 * The values the site's configuration hands to its pages through Docusaurus's `customFields`
 * (`docusaurus.config.ts`): fixed when the site is built, the same in the server-rendered HTML
 * and in the browser, so hydration never sees a different value.
 */
/** The site's `customFields`. */
export type SiteCustomFields = {
  /**
   * Year of the build (four digits, in UTC), printed in the footer's and the feeds' copyright
   * line: a site rebuilt on every change never shows last year's copyright.
   */
  copyrightYear: number;
};

/**
 * The `customFields` of a build made at `buildDate`.
 *
 * @param buildDate when the build runs (default: now)
 */
export function siteCustomFields(buildDate: Date = new Date()): SiteCustomFields {
  return {copyrightYear: buildDate.getUTCFullYear()};
}

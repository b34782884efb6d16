import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {site, type SiteIdentity} from '@site/src/data/site';

/**
 * The laboratory's identity in the page's language: `customFields.site` of the configuration
 * (`siteInLocale` of `src/config/siteInLocale.ts`), English when it is absent.
 */
export function useSite(): SiteIdentity {
  return (useDocusaurusContext().siteConfig.customFields?.site as SiteIdentity | undefined) ?? site;
}

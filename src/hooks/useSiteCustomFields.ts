import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {SiteCustomFields} from '@site/src/config/customFields';

/** The site's `customFields`, as the configuration set them (`siteCustomFields`). */
export function useSiteCustomFields(): SiteCustomFields {
  // `customFields` is untyped by design; the configuration stores exactly a SiteCustomFields.
  return useDocusaurusContext().siteConfig.customFields as SiteCustomFields;
}

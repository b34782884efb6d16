import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {EmailJsConfig} from '@site/src/config/emailJs';

/**
 * The membership form's EmailJS settings: `customFields.emailJs` of the configuration, read from
 * the build's environment (`src/config/emailJs.ts`); `null` when the build had no keys.
 */
export function useEmailJsConfig(): EmailJsConfig {
  return (useDocusaurusContext().siteConfig.customFields?.emailJs ?? null) as EmailJsConfig;
}

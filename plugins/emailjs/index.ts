/**
 * Local plugin that hands the membership form its EmailJS settings.
 *
 * The service id, template id and public key are read at build time from the environment
 * variables `EMAILJS_SERVICE_ID`, `EMAILJS_TEMPLATE_ID` and `EMAILJS_PUBLIC_KEY` and stored as
 * global data, read on the client with `useEmailJsConfig()` (`src/hooks/useEmailJsConfig.ts`).
 * When one is missing the stored value is `null` and the form answers every submission with
 * 'Submission Failed': a local or preview build succeeds with a warning, while the production
 * deployment (`DEPLOY_ENV=production`, set by the deploy workflow) fails.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {emailJsConfigForBuild, type EmailJsConfig} from './config';

/** Plugin name; also the key of its global data. */
export const emailJsPluginName = 'borl-emailjs';

/** The plugin (registered in `docusaurus.config.ts`). */
export default function emailJsPlugin(_context: LoadContext): Plugin<EmailJsConfig> {
  return {
    name: emailJsPluginName,
    loadContent: async () => {
      const {config, warning} = emailJsConfigForBuild(process.env);
      if (warning) {
        console.warn(`[${emailJsPluginName}] ${warning}`);
      }
      return config;
    },
    contentLoaded: async ({content, actions}) => {
      actions.setGlobalData(content);
    },
  };
}

import {usePluginData} from '@docusaurus/useGlobalData';
import type {EmailJsConfig} from '@site/plugins/emailjs/config';

/**
 * The membership form's EmailJS settings, published at build time by the local EmailJS plugin
 * (`plugins/emailjs`); `null` when the build had no keys.
 */
export function useEmailJsConfig(): EmailJsConfig {
  // Global data is untyped by design; the plugin stores exactly an EmailJsConfig.
  return (usePluginData('borl-emailjs') ?? null) as EmailJsConfig;
}

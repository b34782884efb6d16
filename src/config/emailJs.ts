/**
 * The membership form's EmailJS settings and how they are read from the build environment:
 * `docusaurus.config.ts` puts them in `customFields.emailJs`, which the form reads with
 * `useEmailJsConfig()`.
 */

/**
 * EmailJS identifiers the membership form sends with. `null` when any of the three build-time
 * variables is missing or empty: the form then reports 'Submission Failed' and logs why.
 */
export type EmailJsConfig = {
  /** EmailJS service id (`EMAILJS_SERVICE_ID`), e.g. `service_abc123`. */
  serviceId: string;
  /** EmailJS template id (`EMAILJS_TEMPLATE_ID`), e.g. `template_xyz789`. */
  templateId: string;
  /** EmailJS public key (`EMAILJS_PUBLIC_KEY`); public by design, it reaches every visitor. */
  publicKey: string;
} | null;

/** Names of the build-time environment variables, in the order OPERATIONS.md lists them. */
export const emailJsEnvironmentVariables = ['EMAILJS_SERVICE_ID', 'EMAILJS_TEMPLATE_ID', 'EMAILJS_PUBLIC_KEY'] as const;

/** Reads the three variables; `null` unless all three are set to non-blank values. */
export function emailJsConfigFromEnv(env: Readonly<Record<string, string | undefined>>): EmailJsConfig {
  const [serviceId, templateId, publicKey] = emailJsEnvironmentVariables.map((name) => env[name]?.trim() ?? '');
  if (!serviceId || !templateId || !publicKey) {
    return null;
  }
  return {serviceId, templateId, publicKey};
}

/**
 * Whether the build is the production deployment, which must be able to send applications:
 * the deploy workflow sets `DEPLOY_ENV=production`. Local builds, the tests and preview
 * deployments leave it unset (or set another value).
 */
export function isProductionDeploy(env: Readonly<Record<string, string | undefined>>): boolean {
  return env.DEPLOY_ENV?.trim() === 'production';
}

/**
 * Reads the EmailJS settings for a build.
 *
 * @returns the settings (`null` when a variable is missing) and, when one is missing, the
 *   warning a local or preview build prints
 * @throws Error naming the missing variables when the build is the production deployment
 *   ({@link isProductionDeploy}): the live form would fail every submission
 */
export function emailJsConfigForBuild(env: Readonly<Record<string, string | undefined>>): {config: EmailJsConfig; warning?: string} {
  const config = emailJsConfigFromEnv(env);
  if (config) {
    return {config};
  }
  const missing = emailJsEnvironmentVariables.filter((name) => !env[name]?.trim());
  if (isProductionDeploy(env)) {
    throw new Error(
      `${missing.join(', ')} not set: a production deployment (DEPLOY_ENV=production) needs all of ${emailJsEnvironmentVariables.join(', ')}, or the membership form cannot send applications.`,
    );
  }
  return {config, warning: `${missing.join(', ')} not set: the membership form will not be able to send applications.`};
}

/**
 * Sending an application through EmailJS. The EmailJS library is loaded only when a visitor
 * submits (a dynamic import), so it never weighs on any page load.
 */
import type {EmailJsConfig} from '@site/src/config/emailJs';
import type {MembershipTemplateParams} from './model';

/** Thrown when the site was built without the three EmailJS variables. */
export class EmailJsNotConfiguredError extends Error {
  constructor() {
    super(
      'EmailJS keys are not configured: build the site with EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_ID and EMAILJS_PUBLIC_KEY set (see the README).',
    );
    this.name = 'EmailJsNotConfiguredError';
  }
}

/** The shape of EmailJS's `send` (injected, so tests need no network and no library). */
export type EmailJsSend = (
  serviceId: string,
  templateId: string,
  templateParams: Record<string, unknown>,
  options: {publicKey: string},
) => Promise<unknown>;

/** Loads EmailJS's `send` on demand. */
export async function loadEmailJsSend(): Promise<EmailJsSend> {
  const emailjs = await import('@emailjs/browser');
  return emailjs.send;
}

/**
 * Sends the application's template parameters with the configured service and template.
 * Rejects with {@link EmailJsNotConfiguredError} when `config` is `null`, and with EmailJS's
 * error (a network error or the service's status and text) when sending fails.
 */
export async function sendApplication(
  config: EmailJsConfig,
  params: MembershipTemplateParams,
  loadSend: () => Promise<EmailJsSend> = loadEmailJsSend,
): Promise<void> {
  if (!config) {
    throw new EmailJsNotConfiguredError();
  }
  const send = await loadSend();
  await send(config.serviceId, config.templateId, params, {publicKey: config.publicKey});
}

/**
 * Why sending failed, in one line for the console (the visitor sees only the popup):
 * - EmailJS answered with an error (its `EmailJSResponseStatus`, `status` and `text`):
 *   `EmailJS answered HTTP 400: The template ID is invalid`;
 * - the request never got an answer (`fetch` rejects with a `TypeError`):
 *   `network error (Failed to fetch)`;
 * - the build has no EmailJS keys, or anything else: the error's own message.
 */
export function describeSendError(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'status' in error && 'text' in error) {
    const {status, text} = error as {status: unknown; text: unknown};
    // EmailJS reports a request that got no answer as status 0.
    return status === 0 ? `network error (${String(text)})` : `EmailJS answered HTTP ${String(status)}: ${String(text)}`;
  }
  if (error instanceof TypeError) {
    return `network error (${error.message})`;
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * Sending an application through EmailJS. The EmailJS library is loaded only when a visitor
 * submits (a dynamic import), so it never weighs on any page load.
 */
import type {EmailJsConfig} from '@site/src/config/emailJs';
import type {MembershipTemplateParams} from './model';

/** Thrown when the site was built without the three EmailJS variables. */
export class EmailJsNotConfiguredError extends Error {
  constructor() {
    super('EmailJS keys are not configured: build the site with EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_ID and EMAILJS_PUBLIC_KEY set (see OPERATIONS.md).');
    this.name = 'EmailJsNotConfiguredError';
  }
}

/** The shape of EmailJS's `send` (injected, so tests need no network and no library). */
export type EmailJsSend = (serviceId: string, templateId: string, templateParams: Record<string, unknown>, options: {publicKey: string}) => Promise<unknown>;

/** Loads EmailJS's `send` on demand. */
export async function loadEmailJsSend(): Promise<EmailJsSend> {
  const emailjs = await import('@emailjs/browser');
  return emailjs.send;
}

/**
 * How long a visitor waits for EmailJS before the form gives up, in milliseconds (30 s). A
 * request on a weak link that has had no answer by then is reported as failed, so the visitor
 * sees the failure popup and keeps what they typed instead of a spinner that never ends. EmailJS's
 * library cannot abort a request: one that still arrives later is simply not waited for.
 */
export const sendTimeoutMs = 30_000;

/** Thrown when EmailJS has not answered within {@link sendTimeoutMs}. */
export class SendTimeoutError extends Error {
  constructor(milliseconds: number) {
    super(`EmailJS did not answer within ${milliseconds / 1000} s`);
    this.name = 'SendTimeoutError';
  }
}

/**
 * Sends the application's template parameters with the configured service and template.
 * Rejects with {@link EmailJsNotConfiguredError} when `config` is `null`, with EmailJS's
 * error (a network error or the service's status and text) when sending fails, and with
 * {@link SendTimeoutError} when loading EmailJS and sending together take longer than
 * `timeoutMs` (default {@link sendTimeoutMs}).
 */
export async function sendApplication(
  config: EmailJsConfig,
  params: MembershipTemplateParams,
  loadSend: () => Promise<EmailJsSend> = loadEmailJsSend,
  timeoutMs: number = sendTimeoutMs,
): Promise<void> {
  if (!config) {
    throw new EmailJsNotConfiguredError();
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SendTimeoutError(timeoutMs)), timeoutMs);
  });
  const sending = (async () => {
    const send = await loadSend();
    await send(config.serviceId, config.templateId, params, {publicKey: config.publicKey});
  })();
  try {
    await Promise.race([sending, timeout]);
  } finally {
    clearTimeout(timer);
  }
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

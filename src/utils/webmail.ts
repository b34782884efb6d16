/**
 * A web-mail compose link: opens Gmail's "new message" window in the browser, addressed and
 * with a subject, for visitors who have no mail program set up for `mailto:` links.
 * Both values are URL-encoded (`Lab Assistantship Inquiry` → `Lab%20Assistantship%20Inquiry`).
 */
export function webmailComposeUrl(to: string, subject: string): string {
  return `https://mail.google.com/mail/?view=cm&fs=1&to=${encodeURIComponent(to)}&su=${encodeURIComponent(subject)}`;
}

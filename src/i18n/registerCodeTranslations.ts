import codeTranslations from '@generated/codeTranslations';

/**
 * Adds a module's translated interface messages (`{id: message}`) to the ones Docusaurus's
 * `translate()` and `<Translate>` look up. The local plugin `plugins/code-translations` calls it
 * at the top of every source module that names message ids, in a non-default locale's build;
 * the entry script then carries only the messages no such module names.
 */
export function registerCodeTranslations(messages: Readonly<Record<string, string>>): void {
  Object.assign(codeTranslations, messages);
}

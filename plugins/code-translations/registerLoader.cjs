/**
 * Webpack loader of the code-translations plugin, used in a non-default locale's build only:
 * puts at the top of a source module of `src/` the translated messages of the ids it names, so
 * that they reach the visitor with the module (in the chunk of the pages that use it) and are
 * known to `translate()` and `<Translate>` before the module's own code runs.
 *
 * Options: `register`, the path of `src/i18n/registerCodeTranslations.ts`; `byFile`, each source
 * file's `{id: message}` by its absolute path. A file without messages is returned unchanged.
 */
module.exports = function registerCodeTranslationsLoader(source) {
  const {register, byFile} = this.getOptions();
  const messages = byFile[this.resourcePath];
  if (!messages) {
    return source;
  }
  return `import {registerCodeTranslations as __registerCodeTranslations} from ${JSON.stringify(register)};\n__registerCodeTranslations(${JSON.stringify(messages)});\n${source}`;
};

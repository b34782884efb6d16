/**
 * Webpack loader of the collections plugin, used in a non-default locale's build only: appends to
 * a data module of `src/data/` the translation of each of its translatable arrays
 * (`src/data/translatable.ts`), so that every page importing the module gets the locale's texts.
 *
 * Options: `translate`, the path of `src/data/translatable.ts`; `dataSets`, a list of
 * `{exportName, messages}` where `messages` is the path of a JSON object `{key: message}` written
 * by the plugin for the locale being built.
 */
module.exports = function translateDataLoader(source) {
  const {translate, dataSets} = this.getOptions();
  const lines = [`import {translateEntries as __translateEntries} from ${JSON.stringify(translate)};`];
  dataSets.forEach(({exportName, messages}, index) => {
    lines.push(`import __messages${index} from ${JSON.stringify(messages)};`, `__translateEntries(${exportName}, __messages${index});`);
  });
  return `${source}\n${lines.join('\n')}\n`;
};

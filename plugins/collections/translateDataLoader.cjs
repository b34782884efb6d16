/**
 * Webpack loader of the collections plugin, used in a non-default locale's build only: appends to
 * a data module of `src/data/` the translation of each of its translatable exports, arrays of
 * entries or single objects (`src/data/translatable.ts`), so that every page importing the module
 * gets the locale's texts.
 *
 * Options: `translate`, the path of `src/data/translatable.ts`; `dataSets`, a list of
 * `{exportName, objectId, messages}` where `objectId` is set for a single object and `messages`
 * is the path of a JSON object `{key: message}` written by the plugin for the locale being built.
 */
module.exports = function translateDataLoader(source) {
  const {translate, dataSets} = this.getOptions();
  const lines = [`import {translateDataSet as __translateDataSet} from ${JSON.stringify(translate)};`];
  dataSets.forEach(({exportName, objectId, messages}, index) => {
    const args = [exportName, `__messages${index}`, ...(objectId === undefined ? [] : [JSON.stringify(objectId)])];
    lines.push(`import __messages${index} from ${JSON.stringify(messages)};`, `__translateDataSet(${args.join(', ')});`);
  });
  return `${source}\n${lines.join('\n')}\n`;
};

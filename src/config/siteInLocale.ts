/**
 * The laboratory's identity (`site` of `src/data/site.ts`) in a locale, for the configuration
 * (`customFields.site`, read by pages through `useSite()`) and for the plugins that run in
 * Node. Its texts are translated in `i18n/<locale>/borl-collections/site.json`, a Docusaurus
 * translation file of the collections plugin keyed `site.<path>` (`site.address.city`), which
 * `npm run write-translations` keeps in step; the slug, e-mails, URLs and coordinates are the
 * same in every language. A text without translation stays English.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {site, type SiteIdentity} from '../data/site';
import {collectionsPluginName} from '../collections';

/**
 * The texts of the identity a locale translates, as paths into {@link SiteIdentity}; a list's
 * items by their index (`knowsAbout.0`), so that each one is translated on its own.
 */
export const siteTextPaths = [
  'name',
  'shortName',
  'tagline',
  'institute.name',
  'university.name',
  'address.street',
  'address.city',
  'address.country',
  ...site.knowsAbout.map((_field, index) => `knowsAbout.${index}` as const),
] as const;

/** The English text at a path of the identity. */
export function siteText(identity: SiteIdentity, textPath: (typeof siteTextPaths)[number]): string {
  return textPath.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], identity) as string;
}

/**
 * The identity with the locale's translation applied (a copy; `site` itself in the default
 * locale or without a translation file).
 *
 * @param siteDir the site's folder
 * @throws SyntaxError when the translation file is not valid JSON
 */
export function siteInLocale(siteDir: string, locale: string, defaultLocale: string): SiteIdentity {
  const file = path.join(siteDir, 'i18n', locale, collectionsPluginName, 'site.json');
  if (locale === defaultLocale || !existsSync(file)) return site;
  const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, {message?: string} | undefined>;
  const copy = structuredClone(site) as SiteIdentity;
  for (const textPath of siteTextPaths) {
    const message = messages[`site.${textPath}`]?.message;
    if (!message) continue;
    const keys = textPath.split('.');
    const last = keys.pop()!;
    const target = keys.reduce<Record<string, unknown>>((value, key) => value[key] as Record<string, unknown>, copy as unknown as Record<string, unknown>);
    target[last] = message;
  }
  return copy;
}

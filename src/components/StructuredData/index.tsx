import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import type {Thing} from 'schema-dts';
import {useIntlLocale} from '@site/src/hooks/useIntlLocale';

/** A schema.org object (JSON-LD) written freely; `@context` is added here. */
export type JsonLd = {'@type': string | string[]} & Record<string, unknown>;

/**
 * A schema.org object typed with `schema-dts` (`Dataset`, `ScholarlyArticle`, `Event`, …), so
 * the compiler checks its property names and value types; `@context` is added here.
 */
export type TypedJsonLd = Exclude<Thing, string>;

/** What {@link StructuredData} accepts: one object or a list, free or typed. */
export type StructuredDataInput = JsonLd | TypedJsonLd | readonly (JsonLd | TypedJsonLd)[];

/**
 * The schema.org types of the site's structured data that have an `inLanguage` property: creative
 * works and events. A person, an organisation and a job posting have none in schema.org, so they
 * are written without one (the page's `lang` still says it).
 */
const typesWithLanguage: ReadonlySet<string> = new Set([
  'Article',
  'Blog',
  'BlogPosting',
  'CollectionPage',
  'CreativeWork',
  'Dataset',
  'Event',
  'NewsArticle',
  'ProfilePage',
  'ScholarlyArticle',
  'WebPage',
]);

/**
 * Puts schema.org structured data (JSON-LD) in the page head, for search engines. Each object
 * that can state its language (see {@link withLanguage}) states the page's (`en-GB`, `bn-BD`)
 * unless it names another, as a paper written in English does. The script is a data block, not
 * code: the Content-Security-Policy does not need to allow it.
 */
export default function StructuredData({data}: {data: StructuredDataInput}): ReactNode {
  const language = useIntlLocale();
  const json = JSON.stringify(isList(data) ? data.map((item) => withContext(item, language)) : withContext(data, language)).replace(/</g, '\\u003c');
  return (
    <Head>
      <script type="application/ld+json">{json}</script>
    </Head>
  );
}

/**
 * `data` with `inLanguage: language` added when its type has that property in schema.org (a
 * creative work or an event) and it states no language of its own; any other object as it is.
 *
 * @param language a BCP 47 language tag, the page's (`bn-BD`)
 */
export function withLanguage<T extends object>(data: T, language: string): T {
  const types = [(data as {'@type'?: unknown})['@type']].flat();
  const takesLanguage = types.some((type) => typeof type === 'string' && typesWithLanguage.has(type));
  return takesLanguage && !('inLanguage' in data) ? {...data, inLanguage: language} : data;
}

function isList(data: StructuredDataInput): data is readonly (JsonLd | TypedJsonLd)[] {
  return Array.isArray(data);
}

function withContext(data: JsonLd | TypedJsonLd, language: string): Record<string, unknown> {
  // Spread as a plain object: spreading the union of every schema.org type costs the compiler
  // seconds, and the callers' data is already checked against its type.
  const object: object = withLanguage<object>(data, language);
  return {'@context': 'https://schema.org', ...object};
}

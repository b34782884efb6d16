import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import type {Thing} from 'schema-dts';

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
 * Puts schema.org structured data (JSON-LD) in the page head, for search engines. The script is
 * a data block, not code: the Content-Security-Policy does not need to allow it.
 */
export default function StructuredData({data}: {data: StructuredDataInput}): ReactNode {
  const json = JSON.stringify(isList(data) ? data.map(withContext) : withContext(data)).replace(/</g, '\\u003c');
  return (
    <Head>
      <script type="application/ld+json">{json}</script>
    </Head>
  );
}

function isList(data: StructuredDataInput): data is readonly (JsonLd | TypedJsonLd)[] {
  return Array.isArray(data);
}

function withContext(data: JsonLd | TypedJsonLd): Record<string, unknown> {
  return {'@context': 'https://schema.org', ...data};
}

import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';

/** A schema.org object (JSON-LD); `@context` is added here. */
export type JsonLd = {'@type': string | string[]} & Record<string, unknown>;

/**
 * Puts schema.org structured data (JSON-LD) in the page head, for search engines. The script is
 * a data block, not code: the Content-Security-Policy does not need to allow it.
 */
export default function StructuredData({data}: {data: JsonLd | JsonLd[]}): ReactNode {
  const json = JSON.stringify(Array.isArray(data) ? data.map(withContext) : withContext(data)).replace(/</g, '\\u003c');
  return (
    <Head>
      <script type="application/ld+json">{json}</script>
    </Head>
  );
}

function withContext(data: JsonLd): Record<string, unknown> {
  return {'@context': 'https://schema.org', ...data};
}

import {JSDOM} from 'jsdom';

/** Stand-in for linkedom's `parseHTML`: a document of jsdom, the DOM the tests already run on. */
export function parseHTML(html: string): {document: Document} {
  return {document: new JSDOM(html).window.document};
}

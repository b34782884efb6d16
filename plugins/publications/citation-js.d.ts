/**
 * Types for the parts of citation-js the publications plugin uses (the packages ship none).
 * See https://citation.js.org/api/0.7/ for the full API.
 */
declare module '@citation-js/core' {
  /** A CSL-JSON name. */
  export type CslName = {
    family?: string;
    given?: string;
    literal?: string;
    'non-dropping-particle'?: string;
  };

  /** A CSL-JSON item, as citation-js produces it from BibTeX. */
  export type CslItem = {
    id: string;
    type: string;
    'citation-key'?: string;
    title?: string;
    author?: CslName[];
    editor?: CslName[];
    issued?: {'date-parts'?: number[][]};
    'container-title'?: string;
    volume?: string;
    issue?: string;
    page?: string;
    publisher?: string;
    DOI?: string;
    [field: string]: unknown;
  };

  /** Options of `Cite#format('bibliography', …)` (plugin-csl). */
  export type BibliographyOptions = {
    format?: 'text' | 'html';
    /** Citation style: 'apa', 'vancouver', 'harvard1' or a registered CSL template. */
    template?: string;
    lang?: string;
  };

  /** A set of references parsed from any input format a loaded plugin understands. */
  export class Cite {
    constructor(data: string | CslItem | CslItem[]);
    data: CslItem[];
    format(type: 'bibliography', options?: BibliographyOptions): string;
    /** RIS records as objects, tag to value(s) (plugin-ris); `spec` defaults to 'mixed'. */
    format(type: 'ris', options: {format: 'object'; spec?: 'old' | 'new' | 'mixed'}): Record<string, string | string[]>[];
    /** RIS as text (plugin-ris). */
    format(type: 'ris', options?: {format?: 'text'; spec?: 'old' | 'new' | 'mixed'}): string;
  }
}

declare module '@citation-js/plugin-bibtex';
declare module '@citation-js/plugin-csl';
declare module '@citation-js/plugin-ris';

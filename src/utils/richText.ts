/**
 * The long text of a collection entry (its Markdown body) as the pages show it: paragraphs of
 * text with links, emphasis, strong emphasis and code. The collections plugin parses the body
 * at build time (`plugins/collections/richText.ts`), so no page ships a Markdown parser.
 */

/** One piece of a paragraph: text, or a link, an emphasis or code around its own pieces. */
export type RichInline = string | {link: string; children: RichInline[]} | {em: RichInline[]} | {strong: RichInline[]} | {code: string};

/** A long text: its paragraphs, each a list of pieces. */
export type RichText = RichInline[][];

/** The text of some pieces without their markup. */
function inlineText(pieces: readonly RichInline[]): string {
  return pieces
    .map((piece) => {
      if (typeof piece === 'string') return piece;
      if ('code' in piece) return piece.code;
      return inlineText('link' in piece ? piece.children : 'em' in piece ? piece.em : piece.strong);
    })
    .join('');
}

/** A long text as plain text: its paragraphs without markup, separated by a blank line. */
export function plainText(text: RichText): string {
  return text.map(inlineText).join('\n\n');
}

/**
 * Parses an entry's Markdown body into {@link RichText} (`src/utils/richText.ts`), at build
 * time, with markdown-it limited to what a biography or a description needs: paragraphs at
 * blank lines, links (`[text](/path)`, `<https://…>`), `*emphasis*`, `**strong emphasis**`,
 * `` `code` `` and backslash escapes. Headings, lists and HTML stay plain text.
 */
import MarkdownIt from 'markdown-it';
import type {RichInline, RichText} from '../../src/utils/richText';

const markdown = new MarkdownIt('zero').enable(['paragraph', 'newline', 'escape', 'backticks', 'emphasis', 'link', 'autolink', 'entity']);

type Token = ReturnType<MarkdownIt['parse']>[number];

/** The pieces of an inline token's children, nested by their open and close tokens. */
function pieces(children: readonly Token[]): RichInline[] {
  const root: RichInline[] = [];
  const stack: RichInline[][] = [root];
  const top = () => stack[stack.length - 1]!;
  for (const token of children) {
    if (token.type === 'text') top().push(token.content);
    else if (token.type === 'softbreak' || token.type === 'hardbreak') top().push(' ');
    else if (token.type === 'code_inline') top().push({code: token.content});
    else if (token.type.endsWith('_open')) {
      const inner: RichInline[] = [];
      top().push(token.type === 'link_open' ? {link: token.attrGet('href') ?? '', children: inner} : token.type === 'em_open' ? {em: inner} : {strong: inner});
      stack.push(inner);
    } else if (token.type.endsWith('_close')) stack.pop();
  }
  // Neighbouring text pieces as one string, as a reader sees them.
  return root.reduce<RichInline[]>((joined, piece) => {
    const last = joined[joined.length - 1];
    if (typeof piece === 'string' && typeof last === 'string') joined[joined.length - 1] = last + piece;
    else joined.push(piece);
    return joined;
  }, []);
}

/** The paragraphs of a Markdown text, each a list of pieces. */
export function parseRichText(source: string): RichText {
  return markdown
    .parse(source, {})
    .filter((token) => token.type === 'inline')
    .map((token) => pieces(token.children ?? []));
}

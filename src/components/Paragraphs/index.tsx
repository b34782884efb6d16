import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {paragraphs} from '@site/src/utils/text';
import type {RichInline, RichText} from '@site/src/utils/richText';

/** Props of {@link Paragraphs}. */
export type ParagraphsProps = {
  /** Plain text whose paragraphs are separated by blank lines (a biography, a description). */
  text: string;
  /**
   * The same text with its links and emphasis, when it was written in Markdown (an entry's
   * `body`, parsed at build time); shown instead of `text`.
   */
  rich?: RichText;
  className?: string;
};

/** Pieces of a paragraph as React nodes: links through Docusaurus's `Link` (base URL, locale, new tab for other sites). */
function Pieces({pieces}: {pieces: readonly RichInline[]}): ReactNode {
  return pieces.map((piece, index) => {
    const key = String(index);
    if (typeof piece === 'string') return piece;
    if ('code' in piece) return <code key={key}>{piece.code}</code>;
    if ('em' in piece) return <em key={key}>{<Pieces pieces={piece.em} />}</em>;
    if ('strong' in piece) return <strong key={key}>{<Pieces pieces={piece.strong} />}</strong>;
    return (
      <Link key={key} {...(piece.link.startsWith('/') ? {to: piece.link} : {href: piece.link})}>
        <Pieces pieces={piece.children} />
      </Link>
    );
  });
}

/** A collection entry's long text as `<p>` elements, split at blank lines, with its links and emphasis when given. */
export default function Paragraphs({text, rich, className}: ParagraphsProps): ReactNode {
  return (
    <div className={className}>
      {rich
        ? rich.map((pieces, index) => (
            <p key={String(index)}>
              <Pieces pieces={pieces} />
            </p>
          ))
        : paragraphs(text).map((paragraph, index) => <p key={`${index}-${paragraph.slice(0, 24)}`}>{paragraph}</p>)}
    </div>
  );
}

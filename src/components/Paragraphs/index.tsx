import React, {type ReactNode} from 'react';
import {paragraphs} from '@site/src/utils/text';

/** Props of {@link Paragraphs}. */
export type ParagraphsProps = {
  /** Plain text whose paragraphs are separated by blank lines (a biography, a description). */
  text: string;
  className?: string;
};

/** A collection entry's long text as `<p>` elements, split at blank lines. */
export default function Paragraphs({text, className}: ParagraphsProps): ReactNode {
  return (
    <div className={className}>
      {paragraphs(text).map((paragraph, index) => (
        <p key={`${index}-${paragraph.slice(0, 24)}`}>{paragraph}</p>
      ))}
    </div>
  );
}

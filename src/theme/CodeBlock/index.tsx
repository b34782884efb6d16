/**
 * Code block of MDX pages (wraps the classic theme's `CodeBlock`), loaded on demand.
 *
 * The theme's code block carries the syntax highlighter (Prism, about 25 KB compressed); no
 * page of the site shows code today, so the highlighter is fetched only when a page renders its
 * first code block. The server-rendered HTML already holds the highlighted block, so a reader
 * sees no change while the chunk loads (see `plugins/lazyCodeHighlighting`).
 */
import React, {lazy, Suspense, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';

const ThemeCodeBlock = lazy(() => import('@theme-original/CodeBlock'));

/** The classic theme's code block, with the plain code as the fallback while it loads. */
export default function CodeBlock(props: Props): ReactNode {
  return (
    <Suspense fallback={<pre>{props.children}</pre>}>
      <ThemeCodeBlock {...props} />
    </Suspense>
  );
}

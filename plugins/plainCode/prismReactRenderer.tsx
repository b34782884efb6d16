/**
 * Stand-in for the public package `prism-react-renderer`, put in its place by the bundler alias
 * of `plugins/plainCode` (the package name, not a file inside it). The classic theme imports
 * two names from that package in the browser: `Prism`, which its client module hands to
 * `@theme/prism-include-languages` on every page, and `Highlight`, which draws a code block.
 * The site shows no code block, so the real highlighter (Prism and its grammars, about 25 KB
 * compressed) would only ride in every page's entry script.
 *
 * This module keeps those two names and draws code as plain text: one line a row, one token a
 * line. When a page is rendered at build time it refuses to draw at all, so a code block added
 * to a page fails the build with a message instead of shipping unhighlighted.
 */
import type {CSSProperties, ReactNode} from 'react';

/** One piece of a line: its text and its Prism token types (`['plain']` here). */
export type Token = {types: string[]; content: string; empty?: boolean};

/** What `Highlight` hands its render function, as the real package does. */
export type RenderProps = {
  className: string;
  style: CSSProperties;
  tokens: Token[][];
  getLineProps: (input: {line: Token[]; className?: string; style?: CSSProperties; [key: string]: unknown}) => {className: string; style?: CSSProperties; [key: string]: unknown};
  getTokenProps: (input: {token: Token; className?: string; style?: CSSProperties; [key: string]: unknown}) => {className: string; style?: CSSProperties; children: string; [key: string]: unknown};
};

/** The props the theme passes to `Highlight` (its colour theme is not used: nothing is coloured). */
export type HighlightProps = {code: string; language: string; theme?: unknown; prism?: unknown; children: (props: RenderProps) => ReactNode};

/**
 * The message of the build failure when a page renders a code block: what happened and the
 * one change that brings highlighting back.
 */
export const codeBlockRefusal =
  'A page renders a code block, but the syntax highlighter is replaced by a plain stand-in to keep it out of every page\'s scripts (plugins/plainCode). Remove "./plugins/plainCode/index.ts" from the plugins of docusaurus.config.ts to highlight code blocks.';

/** The lines of `code` as plain tokens; an empty line keeps one empty token, as Prism's does. */
export function plainTokens(code: string): Token[][] {
  return code
    .replace(/\n$/, '')
    .split('\n')
    .map((line) => [line ? {types: ['plain'], content: line} : {types: ['plain'], content: '\n', empty: true}]);
}

/**
 * Draws `code` as plain lines through the theme's render function.
 *
 * @throws Error ({@link codeBlockRefusal}) when rendered at build time (no `window`): a page
 *   with a code block must not be built while the stand-in is on
 */
export function Highlight({code, language, children}: HighlightProps): ReactNode {
  if (typeof window === 'undefined') throw new Error(codeBlockRefusal);
  return children({
    className: `prism-code language-${language}`,
    style: {},
    tokens: plainTokens(code),
    getLineProps: ({line: _line, className, ...rest}) => ({...rest, className: className ? `token-line ${className}` : 'token-line'}),
    getTokenProps: ({token, className, ...rest}) => ({...rest, className: ['token', ...token.types, className].filter(Boolean).join(' '), children: token.content}),
  });
}

/** The `Prism` the theme's client module passes to `prism-include-languages`: no grammar. */
export const Prism = {languages: {} as Record<string, unknown>};

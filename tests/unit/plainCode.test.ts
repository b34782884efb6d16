/**
 * @jest-environment node
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {ReactNode} from 'react';
import * as standIn from '@site/plugins/plainCode/prismReactRenderer';
import plainCodePlugin, {prismStandIn} from '@site/plugins/plainCode';

const theme = path.dirname(require.resolve('@docusaurus/theme-classic/package.json'));

/** The names the classic theme's browser code imports from `prism-react-renderer` (ES `import`s; its Node side uses `require`). */
function namesTheThemeImports(): string[] {
  const names = new Set<string>();
  for (const file of readdirSync(path.join(theme, 'lib'), {recursive: true, encoding: 'utf8'})) {
    if (!file.endsWith('.js')) continue;
    const text = readFileSync(path.join(theme, 'lib', file), 'utf8');
    for (const [, list = ''] of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]prism-react-renderer['"]/g)) {
      for (const name of list.split(',')) if (name.trim()) names.add(name.trim().split(/\s+as\s+/)[0] ?? '');
    }
  }
  return [...names].sort();
}

describe('the stand-in for prism-react-renderer', () => {
  it('exports every name the classic theme imports from the package', () => {
    const names = namesTheThemeImports();
    expect(names).toEqual(expect.arrayContaining(['Highlight', 'Prism']));
    for (const name of names) expect(standIn).toHaveProperty(name);
  });

  it('is what the bundler resolves the package name to, exactly', () => {
    const config = plainCodePlugin().configureWebpack?.({} as never, false, {} as never, {} as never);
    expect(config).toEqual({resolve: {alias: {'prism-react-renderer$': prismStandIn}}});
    expect(prismStandIn).toMatch(/prismReactRenderer\.tsx$/);
  });

  it('fails the build when a page renders a code block (no window: rendered at build time)', () => {
    expect(() => standIn.Highlight({code: 'x = 1', language: 'python', children: () => null})).toThrow(/renders a code block.*plugins\/plainCode/);
  });

  it('draws code in the browser as plain lines, one token each, through the theme’s render function', () => {
    const global = globalThis as {window?: unknown};
    global.window = {};
    try {
      // The theme's render function returns elements; this one returns what it was handed, to compare.
      const drawn: unknown = standIn.Highlight({
        code: 'a = 1\n\nb = 2\n',
        language: 'python',
        children: ({className, tokens, getLineProps, getTokenProps}) =>
          ({
            className,
            lines: tokens.map((line) => ({...getLineProps({line, className: 'extra'}), tokens: line.map((token) => getTokenProps({token}))})),
          }) as unknown as ReactNode,
      });
      expect(drawn).toEqual({
        className: 'prism-code language-python',
        lines: [
          {className: 'token-line extra', tokens: [{className: 'token plain', children: 'a = 1'}]},
          {className: 'token-line extra', tokens: [{className: 'token plain', children: '\n'}]},
          {className: 'token-line extra', tokens: [{className: 'token plain', children: 'b = 2'}]},
        ],
      });
    } finally {
      delete global.window;
    }
  });
});

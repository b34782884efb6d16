/**
 * @jest-environment node
 */
/** The MDX pages' component images (`<Figure src="/img/…">`) must exist under static/: the remark plugin of the docs and blogs. */
import {readFileSync, rmSync} from 'node:fs';
import path from 'node:path';
import remarkImagePaths, {imageAttributes, type MdxNode} from '@site/plugins/remark/imagePaths';
import {root} from '@site/tests/shared/files';
import {fakeBuild} from './helpers/fakeBuild';

/** An attribute as MDX parses `name="value"` (a string) or `name={'value'}` (an expression), on a line. */
const attribute = (name: string, value: string | {expression: string}, line: number) => ({
  type: 'mdxJsxAttribute',
  name,
  value: typeof value === 'string' ? value : {type: 'mdxJsxAttributeValueExpression', value: value.expression},
  position: {start: {line, column: 3}},
});

/** A JSX element as MDX parses it: a block of its own (flow) or inside a paragraph (text). */
const element = (type: 'mdxJsxFlowElement' | 'mdxJsxTextElement', name: string, line: number, attributes: ReturnType<typeof attribute>[], children: MdxNode[] = []): MdxNode => ({
  type,
  name,
  attributes,
  children,
  position: {start: {line, column: 1}},
});

describe('the image paths of MDX components', () => {
  let site = '';
  afterEach(() => rmSync(site, {recursive: true, force: true}));

  it('stop the build naming the page, the line, the component and attribute, the path and the file expected', () => {
    site = fakeBuild('image-paths-', {'static/img/facts/bengal-fan.svg': '<svg/>', 'static/img/home/card.webp': 'RIFF'});
    const tree: MdxNode & {children: MdxNode[]} = {
      type: 'root',
      children: [
        element('mdxJsxFlowElement', 'Figure', 11, [attribute('src', '/img/facts/bengal-fan.svg', 12), attribute('alt', 'A map', 13)]),
        element('mdxJsxFlowElement', 'ContentBlock', 20, [attribute('img', '/img/facts/bengal-fans.svg', 20)]),
        element(
          'mdxJsxFlowElement',
          'CardGrid',
          30,
          [],
          [
            element('mdxJsxFlowElement', 'InfoCard', 31, [attribute('title', 'A card', 31), attribute('img', {expression: "'/img/home/card.webp'"}, 32)]),
            element('mdxJsxFlowElement', 'InfoCard', 40, [attribute('img', {expression: "'/img/home/gone.webp'"}, 41)]),
          ],
        ),
        {type: 'paragraph', children: [element('mdxJsxTextElement', 'ZoomableFigure', 50, [attribute('src', '/img/facts/none.svg?v=2', 50)])]},
        // Not the site's files, or not an image attribute: left alone.
        element('mdxJsxFlowElement', 'Figure', 60, [attribute('src', 'https://example.org/a.png', 60), attribute('caption', '/img/facts/none.svg', 61)]),
        element('mdxJsxFlowElement', 'KeyFigure', 70, [attribute('value', '/img/x.svg', 70)]),
        element('mdxJsxFlowElement', 'Figure', 80, [attribute('src', {expression: 'figures.fan'}, 80)]),
      ],
    };
    const page = path.join(site, 'i18n/bn/docusaurus-plugin-content-docs/current/know-bay-of-bengal/explore-bob-facts/bengal-fan.mdx');
    expect(() => remarkImagePaths({siteDir: site})(tree, {path: page})).toThrow(
      [
        'i18n/bn/docusaurus-plugin-content-docs/current/know-bay-of-bengal/explore-bob-facts/bengal-fan.mdx:20: <ContentBlock> img: /img/facts/bengal-fans.svg does not exist (expected a file at static/img/facts/bengal-fans.svg)',
        'i18n/bn/docusaurus-plugin-content-docs/current/know-bay-of-bengal/explore-bob-facts/bengal-fan.mdx:41: <InfoCard> img: /img/home/gone.webp does not exist (expected a file at static/img/home/gone.webp)',
        'i18n/bn/docusaurus-plugin-content-docs/current/know-bay-of-bengal/explore-bob-facts/bengal-fan.mdx:50: <ZoomableFigure> src: /img/facts/none.svg?v=2 does not exist (expected a file at static/img/facts/none.svg)',
      ].join('\n'),
    );
    const fine = {type: 'root', children: [tree.children[0]!]};
    expect(() => remarkImagePaths({siteDir: site})(fine, {path: path.join(site, 'docs/a.mdx')})).not.toThrow();
  });

  it('are props of components of src/theme/MDXComponents.tsx, each a text', () => {
    const components = readFileSync(path.join(root, 'src/theme/MDXComponents.tsx'), 'utf8');
    for (const [name, attributes] of Object.entries(imageAttributes)) {
      const from = new RegExp(String.raw`import (?:${name}|\{[^}]*\b${name}\b[^}]*\}) from '@site/(src/components/[\w/]+)'`).exec(components)?.[1];
      expect(from ? name : `${name} is not a component of src/theme/MDXComponents.tsx`).toBe(name);
      const source = readFileSync(path.join(root, `${from}/index.tsx`), 'utf8');
      const props = new RegExp(String.raw`export type ${name}Props = \{([\s\S]*?)\n\};`).exec(source)?.[1] ?? '';
      for (const prop of attributes) expect(new RegExp(String.raw`\n  ${prop}\??: string;`).test(props) ? prop : `${name} has no text prop ${prop}`).toBe(prop);
    }
  });
});

import React, {createElement, type ReactNode} from 'react';
import {render} from '@testing-library/react';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import Figure, {figureSizes} from '@site/src/components/Figure';
import {expeditionBlog} from '@site/src/data/expeditionBlog';
import {repoFiles, root} from '@site/tests/shared/files';

const routePlugin = {name: 'docusaurus-plugin-content-docs', id: 'default'};
jest.mock('@theme/Heading', () => ({__esModule: true, default: ({as, children}: {as: string; children?: ReactNode}) => createElement(as, null, children)}), {virtual: true});
jest.mock('@docusaurus/useRouteContext', () => ({__esModule: true, default: () => ({plugin: routePlugin})}), {virtual: true});

/** Every `sizes` value written in a component: string literals that start with a (min-width) condition. */
const sizesValues: [string, string][] = repoFiles('src', /\.tsx$/).flatMap((file) =>
  [...readFileSync(path.join(root, file), 'utf8').matchAll(/['"](\(min-width:[^'"]*)['"]/g)].map((match): [string, string] => [file, match[1]!]),
);

const length = String.raw`(\d+(\.\d+)?(px|vw)|calc\([^,]+\))`;

describe('sizes values of the content images', () => {
  it('finds the sizes values written in the components', () => {
    expect(sizesValues.length).toBeGreaterThanOrEqual(15);
    expect(sizesValues).toContainEqual(['src/components/Figure/index.tsx', figureSizes.doc]);
  });

  it.each(sizesValues)('%s, value %#: (min-width) conditions from the widest down, then a default length', (_file, sizes) => {
    const parts = sizes.split(/,\s*(?![^(]*\))/);
    const last = parts.pop()!;
    expect(last).toMatch(new RegExp(`^${length}$`));
    const minWidths = parts.map((part) => {
      const match = new RegExp(String.raw`^\(min-width: (\d+)px\) ${length}$`).exec(part);
      expect(match).not.toBeNull();
      return Number(match![1]);
    });
    // The browser takes the first condition that matches, so the widest must come first.
    expect(minWidths).toEqual([...minWidths].sort((a, b) => b - a));
    expect(new Set(minWidths).size).toBe(minWidths.length);
  });
});

describe('Figure', () => {
  const renderFigure = () =>
    render(<Figure src="/img/home/intro-poster.webp" alt="A figure" width={960} height={540} />)
      .container.querySelector('source')
      ?.getAttribute('sizes');

  it.each([
    ['a doc page', 'docusaurus-plugin-content-docs', 'default', figureSizes.doc],
    ['a featured article', 'docusaurus-plugin-content-blog', 'featured-articles', figureSizes.blog],
    ['an expedition blog post', 'docusaurus-plugin-content-blog', expeditionBlog.id, figureSizes.sideMenuBlog],
  ])('takes the text column of %s as its sizes', (_page, name, id, expected) => {
    routePlugin.name = name;
    routePlugin.id = id;
    expect(renderFigure()).toBe(expected);
  });

  it('keeps sizes given by the page', () => {
    const {container} = render(<Figure src="/img/home/intro-poster.webp" alt="A figure" width={960} height={540} sizes="50vw" />);
    expect(container.querySelector('source')).toHaveAttribute('sizes', '50vw');
  });
});

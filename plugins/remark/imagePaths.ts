/**
 * A remark plugin for the MDX of the docs and the blogs' posts, English and translated
 * (`beforeDefaultRemarkPlugins` of both in `docusaurus.config.ts`): every image path given to an
 * MDX component of the site (`<Figure src="/img/facts/bengal-fan.svg" …/>`; the components of
 * `src/theme/MDXComponents.tsx` and their props in {@link imageAttributes}) must name a file
 * under `static/`. A page naming a missing one stops the build with the page, the line, the
 * component and attribute, the path and the file expected. Docusaurus checks a Markdown image
 * (`![…](/img/…)`) itself (`onBrokenMarkdownImages`), but not a component's attributes.
 */
import {statSync} from 'node:fs';
import path from 'node:path';
import {staticFolder} from '../collections/entryFiles';
import {ContentError} from '../collections/problems';

/** The attributes that take a site image path (`/img/…`), by the MDX component that takes them. */
export const imageAttributes: Readonly<Record<string, readonly string[]>> = {
  Figure: ['src'],
  ZoomableFigure: ['src'],
  ContentBlock: ['img'],
  InfoCard: ['img'],
};

/** Where a node or an attribute starts in the MDX file (unist `position`). */
type Position = {start: {line: number; column: number}};

/** An attribute of a JSX element of MDX (mdast-util-mdx-jsx): `src="…"`, `src={'…'}`, `{...props}`. */
type MdxAttribute = {type: string; name?: string; value?: string | {type: string; value: string} | null; position?: Position};

/** The parts of a node of an MDX syntax tree (mdast) that the check reads. */
export type MdxNode = {type: string; name?: string | null; attributes?: MdxAttribute[]; children?: MdxNode[]; position?: Position};

/** The file being compiled (a vfile): its absolute path. */
type MdxFile = {path?: string};

/** Options of {@link remarkImagePaths}. */
export type ImagePathsOptions = {
  /** The site's folder: the files under its `static/` are the images, and messages name pages relative to it. */
  siteDir: string;
};

/** The text an attribute gives: a string, or an expression that is a string literal (`{'/img/x.svg'}`); none for anything computed. */
function attributeText(value: MdxAttribute['value']): string | undefined {
  if (typeof value === 'string') return value;
  if (value?.type !== 'mdxJsxAttributeValueExpression') return undefined;
  return /^\s*(['"`])([^'"`$\\]*)\1\s*$/.exec(value.value)?.[2];
}

/** Every JSX element (flow or text) of the tree, depth first. */
function jsxElements(node: MdxNode): MdxNode[] {
  const own = node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement' ? [node] : [];
  return [...own, ...(node.children ?? []).flatMap(jsxElements)];
}

/**
 * The image attributes of a page's MDX components that name no file under `static/`, as
 * messages: `docs/x.mdx:12: <Figure> src: /img/facts/x.svg does not exist (expected a file at static/img/facts/x.svg)`.
 * A path with a scheme (`https://…`, `pathname://…`) is not the site's and is left alone.
 *
 * @param tree the page's MDX syntax tree
 * @param page the page's file, relative to the site (`docs/…/x.mdx`), as messages name it
 * @param siteDir the site's folder, which holds `static/`
 */
export function missingImagePaths(tree: MdxNode, page: string, siteDir: string): string[] {
  return jsxElements(tree).flatMap((element) => {
    const names = imageAttributes[element.name ?? ''] ?? [];
    return (element.attributes ?? []).flatMap((attribute) => {
      const text = attribute.type === 'mdxJsxAttribute' && names.includes(attribute.name ?? '') ? attributeText(attribute.value) : undefined;
      if (text === undefined || /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(text)) return [];
      const expected = path.posix.join(staticFolder, text.replace(/[?#].*$/, ''));
      if (statSync(path.join(siteDir, expected), {throwIfNoEntry: false})?.isFile()) return [];
      const line = (attribute.position ?? element.position)?.start.line;
      return [`${page}${line === undefined ? '' : `:${line}`}: <${element.name}> ${attribute.name}: ${text} does not exist (expected a file at ${expected})`];
    });
  });
}

/**
 * The remark plugin: checks each page's image attributes ({@link missingImagePaths}).
 *
 * @returns the transformer the MDX compiler runs on each page's tree, with the page's file
 * @throws {@link ContentError} (from the transformer) listing every missing image of the page, one a line
 */
export default function remarkImagePaths({siteDir}: ImagePathsOptions) {
  return (tree: MdxNode, file: MdxFile): void => {
    const page = file.path === undefined ? '(an MDX page)' : path.relative(siteDir, file.path).split(path.sep).join('/');
    const problems = missingImagePaths(tree, page, siteDir);
    if (problems.length > 0) throw new ContentError(problems);
  };
}

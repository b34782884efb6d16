/**
 * Remark plugin (for the docs and blogs of `docusaurus.config.ts`) that loads the first figure of
 * each MDX page at once. A `<Figure>` loads lazily unless it has `eager`; the first one of a page
 * comes right after the opening paragraph, on the first screen, where lazy loading only delays
 * it (the browser waits for layout before fetching it) and, on a phone, it is often the page's
 * largest element, whose paint time is what visitors wait for. So the first `<Figure>` of every
 * page is given `eager` when it has no `eager` of its own; editors need not remember to.
 */

/** A node of the MDX syntax tree, as far as this plugin reads it. */
type Node = {
  type: string;
  name?: string | null;
  attributes?: {type: string; name?: string; value?: unknown}[];
  children?: Node[];
};

/** The MDX component this plugin looks for (`src/components/Figure`). */
export const figureComponent = 'Figure';

/** The first `<Figure>` element of a tree, in document order, if any. */
function firstFigure(node: Node): Node | undefined {
  if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === figureComponent) {
    return node;
  }
  for (const child of node.children ?? []) {
    const found = firstFigure(child);
    if (found) {
      return found;
    }
  }
  return undefined;
}

/**
 * Gives the first `<Figure>` of `tree` the attribute `eager` (true), unless it already has an
 * `eager` attribute (an editor's `eager={false}` is kept). Changes the tree in place.
 */
export function markFirstFigureEager(tree: Node): void {
  const figure = firstFigure(tree);
  if (figure && !figure.attributes?.some((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'eager')) {
    figure.attributes = [...(figure.attributes ?? []), {type: 'mdxJsxAttribute', name: 'eager', value: null}];
  }
}

/** The remark plugin: `remarkPlugins: [remarkFirstFigureEager]`. */
export default function remarkFirstFigureEager(): (tree: Node) => void {
  return markFirstFigureEager;
}

/** The first figure of an MDX page loads at once (`plugins/remark-first-figure`). */
import {markFirstFigureEager} from '@site/plugins/remark-first-figure';

type Attribute = {type: string; name?: string; value?: unknown};

const figure = (src: string, attributes: Attribute[] = []) => ({
  type: 'mdxJsxFlowElement',
  name: 'Figure',
  attributes: [{type: 'mdxJsxAttribute', name: 'src', value: src}, ...attributes],
  children: [],
});

const eagerOf = (node: {attributes?: Attribute[]}) => node.attributes?.find((attribute) => attribute.name === 'eager');

describe('markFirstFigureEager', () => {
  it('makes the first figure eager, even inside another element, and leaves the others lazy', () => {
    const first = figure('/img/a.svg');
    const second = figure('/img/b.svg');
    const tree = {
      type: 'root',
      children: [
        {type: 'paragraph', children: [{type: 'text'}]},
        {type: 'mdxJsxFlowElement', name: 'KeyFigures', attributes: [], children: [first]},
        second,
      ],
    };
    markFirstFigureEager(tree);
    expect(eagerOf(first)).toEqual({type: 'mdxJsxAttribute', name: 'eager', value: null});
    expect(eagerOf(second)).toBeUndefined();
  });

  it('keeps an editor’s own eager attribute, and changes nothing on a page without figures', () => {
    const lazy = figure('/img/a.svg', [{type: 'mdxJsxAttribute', name: 'eager', value: {type: 'mdxJsxAttributeValueExpression', value: 'false'}}]);
    markFirstFigureEager({type: 'root', children: [lazy]});
    expect(lazy.attributes.filter((attribute) => attribute.name === 'eager')).toHaveLength(1);
    expect(eagerOf(lazy)?.value).toEqual({type: 'mdxJsxAttributeValueExpression', value: 'false'});
    const plain = {type: 'root', children: [{type: 'mdxJsxFlowElement', name: 'Other', attributes: [], children: []}]};
    markFirstFigureEager(plain);
    expect(plain).toEqual({type: 'root', children: [{type: 'mdxJsxFlowElement', name: 'Other', attributes: [], children: []}]});
  });
});

import React from 'react';
import {fireEvent, render, screen, within} from '@testing-library/react';
import SeeMoreGrid from '@site/src/components/SeeMoreGrid';
import {foldedWhenScriptingClass, scriptOnlyClass} from '@site/src/components/SeeMoreGrid/scripting';

/** Whether the grid runs in a hydrated browser (true) or renders on the server (false). */
let mockIsBrowser = true;
jest.mock('@docusaurus/useIsBrowser', () => ({__esModule: true, default: () => mockIsBrowser}), {virtual: true});

// jsdom does no layout, so it has no scrollIntoView.
beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

const items = Array.from({length: 16}, (_, index) => ({id: index + 1, title: `Item ${index + 1}`}));

function renderGrid(collapsedCount: number, count = items.length) {
  return render(
    <SeeMoreGrid items={items.slice(0, count)} collapsedCount={collapsedCount} itemKey={(item) => item.id} label="Press coverage" renderItem={(item) => <a href={`#${item.id}`}>{item.title}</a>} />,
  );
}

describe('SeeMoreGrid', () => {
  it('shows the collapsed count, then all items, then the collapsed count again', () => {
    renderGrid(9);
    const list = screen.getByRole('list', {name: 'Press coverage'});
    expect(within(list).getAllByRole('listitem')).toHaveLength(9);
    const button = screen.getByRole('button', {name: 'See More'});
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', list.id);

    fireEvent.click(button);
    expect(within(list).getAllByRole('listitem')).toHaveLength(16);
    expect(screen.getByRole('button', {name: 'See Less'})).toHaveAttribute('aria-expanded', 'true');
    // Focus moves to the first card that appeared.
    expect(screen.getByRole('link', {name: 'Item 10'})).toHaveFocus();

    fireEvent.click(screen.getByRole('button', {name: 'See Less'}));
    expect(within(list).getAllByRole('listitem')).toHaveLength(9);
    expect(screen.getByRole('button', {name: 'See More'})).toBeInTheDocument();
    // See Less keeps the button in view, as the list above it shrinks.
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({block: 'nearest'});
  });

  it('renders every item on the server, marking those beyond the count as folded and the toggle as needing scripting', () => {
    mockIsBrowser = false;
    try {
      // The first render, as on the server and while the page hydrates.
      const {container} = renderGrid(9);
      const listItems = [...container.querySelectorAll('ul > li')];
      expect(listItems.map((item) => item.textContent)).toEqual(items.map((item) => item.title));
      expect(listItems.map((item) => item.classList.contains(String(foldedWhenScriptingClass)))).toEqual(items.map((_, index) => index >= 9));
      expect(container.querySelector('button')?.closest(`.${String(scriptOnlyClass)}`)).not.toBeNull();
    } finally {
      mockIsBrowser = true;
    }
  });

  it('has no toggle when every item already shows', () => {
    renderGrid(9, 9);
    expect(screen.getAllByRole('listitem')).toHaveLength(9);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

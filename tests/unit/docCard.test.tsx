import React from 'react';
import {render, screen} from '@testing-library/react';
import type {PropSidebarItemCategory, PropSidebarItemLink} from '@docusaurus/plugin-content-docs';
import DocCard from '@site/src/theme/DocCard';
import {docusaurusContext} from './mocks/useDocusaurusContext';

// The theme's card, as far as this test needs it: the description it is handed.
jest.mock('@theme-original/DocCard', () => ({__esModule: true, default: ({item}: {item: {label: string; description?: string}}) => <p title={item.label}>{item.description}</p>}), {
  virtual: true,
});
// The theme's plural choice: the first form for one, the last one otherwise (English and Bengali).
jest.mock('@docusaurus/theme-common', () => ({
  usePluralForm: () => ({
    selectMessage: (count: number, message: string) => {
      const forms = message.split('|');
      return (count === 1 ? forms[0] : forms.at(-1)) ?? message;
    },
  }),
}));

function category(count: number, description?: string): PropSidebarItemCategory {
  const items: PropSidebarItemLink[] = Array.from({length: count}, (_, index) => ({type: 'link', href: `/doc-${index}`, label: `Doc ${index}`}));
  return {type: 'category', label: 'Category', items, collapsed: false, collapsible: false, href: '/category', ...(description === undefined ? {} : {description})};
}

function description(item: PropSidebarItemCategory): string | null {
  render(<DocCard item={item} />);
  return screen.getByTitle('Category').textContent;
}

describe('DocCard', () => {
  afterEach(() => {
    docusaurusContext.i18n.currentLocale = 'en';
  });

  it.each([
    ['en', '12 items'],
    ['bn', '১২ items'],
  ])("counts a category's items in the digits of the %s pages", (locale, text) => {
    docusaurusContext.i18n.currentLocale = locale;
    expect(description(category(12))).toBe(text);
  });

  it('keeps a description the category has', () => {
    docusaurusContext.i18n.currentLocale = 'bn';
    expect(description(category(3, 'Three pages'))).toBe('Three pages');
  });
});

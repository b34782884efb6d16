import React, {createElement, type ReactNode} from 'react';
import {render, screen} from '@testing-library/react';
import PressCard from '@site/src/components/PressCard';
import {readCollection} from '@site/plugins/collections/entryFiles';
import {root} from '@site/tests/shared/files';
import {pressItems} from '@site/tests/shared/collections';
import {docusaurusContext} from './mocks/useDocusaurusContext';

jest.mock('@theme/Heading', () => ({__esModule: true, default: ({as, children}: {as: string; children?: ReactNode}) => createElement(as, null, children)}), {virtual: true});

/** The press items as the Bengali pages have them (English headlines, Bengali copies merged in). */
const bengaliItems = readCollection('press', {siteDir: root, locale: 'bn', defaultLocale: 'en'});

describe('a press card', () => {
  afterEach(() => {
    docusaurusContext.i18n.currentLocale = 'en';
  });

  it('on a Bengali page, keeps the headline in English, marked so, with the Bengali headline under it', () => {
    docusaurusContext.i18n.currentLocale = 'bn';
    const [item] = bengaliItems;
    render(<PressCard item={item!} sizes="100vw" />);
    const heading = screen.getByRole('heading', {level: 3});
    expect(heading.querySelector('[lang="en"]')).toHaveTextContent(item!.title);
    const line = screen.getByText(item!.titleTranslation!);
    expect(line.closest('[lang]')).toBeNull();
    expect(heading.compareDocumentPosition(line) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('link', {name: `Read our summary of the story: ${item!.titleTranslation!}`})).toBeInTheDocument();
  });

  it('on an English page, shows the headline alone', () => {
    const [item] = pressItems;
    const {container} = render(<PressCard item={item!} sizes="100vw" />);
    expect(container).not.toHaveTextContent(/[\u0980-\u09FF]/u);
    expect(screen.getByRole('link', {name: `Read our summary of the story: ${item!.title}`})).toBeInTheDocument();
  });
});

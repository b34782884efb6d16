import React, {type ReactNode} from 'react';
import {render, screen} from '@testing-library/react';
import TranslationFallback, {isUntranslated} from '@site/src/components/UntranslatedNotice';

let currentLocale = 'en';
jest.mock('@docusaurus/useDocusaurusContext', () => () => ({
  i18n: {
    defaultLocale: 'en',
    currentLocale,
    localeConfigs: {en: {htmlLang: 'en-GB', label: 'English'}, bn: {htmlLang: 'bn-BD', label: 'বাংলা'}},
  },
}));
jest.mock(
  '@theme/Admonition',
  () =>
    ({children, className}: {children: ReactNode; className?: string}) => <aside className={className}>{children}</aside>,
  {virtual: true},
);

describe('isUntranslated', () => {
  it('is true only for the default locale’s source shown in another locale', () => {
    expect(isUntranslated('@site/docs/who-we-are/index.mdx', 'bn', 'en')).toBe(true);
    expect(isUntranslated('@site/blog/expeditions/2023-09-cruise.mdx', 'bn', 'en')).toBe(true);
    expect(isUntranslated('@site/i18n/bn/docusaurus-plugin-content-docs/current/who-we-are/index.mdx', 'bn', 'en')).toBe(false);
    expect(isUntranslated('@site/docs/who-we-are/index.mdx', 'en', 'en')).toBe(false);
  });
});

describe('TranslationFallback', () => {
  it('shows a translated text as it is, and an untranslated one under a notice naming its language, marked as that language', () => {
    currentLocale = 'bn';
    render(<TranslationFallback source="@site/i18n/bn/docusaurus-plugin-content-docs/current/a.mdx">টেক্সট</TranslationFallback>);
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(screen.getByText('টেক্সট')).not.toHaveAttribute('lang');
    const {container} = render(<TranslationFallback source="@site/docs/a.mdx">Original text</TranslationFallback>);
    expect(screen.getByRole('complementary')).toHaveTextContent('This page is not yet translated. It is shown in its original language, ইংরেজি.');
    expect(container.querySelector('[lang="en-GB"]')).toHaveTextContent('Original text');
  });
});

import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Admonition from '@theme/Admonition';
import {useIntlLocale} from '@site/src/hooks/useIntlLocale';
import {intlLocale} from '@site/src/utils/formatDate';
import {untranslatedNoticeClass} from './marker';

/**
 * Whether a doc or blog post shown in `locale` is the default locale's text: Docusaurus falls
 * back to the source file (`@site/docs/…`, `@site/blog/…`) when `i18n/<locale>/…` has no
 * translation of it. `source` is the `metadata.source` of the doc or post.
 */
export function isUntranslated(source: string, locale: string, defaultLocale: string): boolean {
  return locale !== defaultLocale && !source.startsWith(`@site/i18n/${locale}/`);
}

/**
 * `children` (a doc's or blog post's content) as they are when translated; when not
 * ({@link isUntranslated}), under a notice in the page's language that the text is not yet
 * translated and is shown in the default locale's language, and marked as that language
 * (`lang`), so screen readers read it with the right voice.
 *
 * @param source the `metadata.source` of the doc or post
 */
export default function TranslationFallback({source, children}: {source: string; children: ReactNode}): ReactNode {
  const {i18n} = useDocusaurusContext();
  const pageLanguage = useIntlLocale();
  if (!isUntranslated(source, i18n.currentLocale, i18n.defaultLocale)) {
    return children;
  }
  const original = i18n.localeConfigs[i18n.defaultLocale];
  // The original language named in the page's language ('ইংরেজি' on a Bengali page).
  const language = new Intl.DisplayNames([pageLanguage], {type: 'language'}).of(i18n.defaultLocale) ?? i18n.defaultLocale;
  return (
    <>
      <Admonition type="info" className={untranslatedNoticeClass}>
        <Translate id="untranslated.notice" description="Shown above a page whose text has no translation yet; {language} is the name of the language it is shown in" values={{language}}>
          {'This page is not yet translated. It is shown in its original language, {language}.'}
        </Translate>
      </Admonition>
      <div lang={intlLocale(original?.htmlLang, i18n.defaultLocale)}>{children}</div>
    </>
  );
}

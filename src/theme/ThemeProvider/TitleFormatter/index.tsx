/**
 * Replaces the theme's page-title formatter (`ThemeProvider/TitleFormatter`, the theme's place
 * for customising titles): a page's `<title>` and `og:title` end with the laboratory's name in
 * the page's language, `Page | বঙ্গোপসাগর সমুদ্র গবেষণাগার` on a Bengali page. The theme's
 * formatter ends them with `siteConfig.title`, which the site config, evaluated once in Node,
 * holds in English only; the name here is the identity's in the page's locale (`useSite()`).
 * The format itself (delimiter, a page titled with the site's name alone) stays the theme's.
 */
import React, {useCallback, type ReactNode} from 'react';
import {TitleFormatterProvider} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/ThemeProvider/TitleFormatter';
import {useSite} from '@site/src/hooks/useSite';

/** The formatter the theme's provider takes. */
type TitleFormatter = Parameters<typeof TitleFormatterProvider>[0]['formatter'];

/** Provides the theme's default format, with the laboratory's name of the page's locale as the site title, to every page. */
export default function ThemeProviderTitleFormatter({children}: Props): ReactNode {
  const {name} = useSite();
  const formatTitle = useCallback<TitleFormatter>(({defaultFormatter, ...params}) => defaultFormatter({...params, siteTitle: name}), [name]);
  return <TitleFormatterProvider formatter={formatTitle}>{children}</TitleFormatterProvider>;
}

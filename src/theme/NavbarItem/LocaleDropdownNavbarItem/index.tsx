/**
 * Wraps the theme's locale dropdown (`localeDropdown` navbar item): it shows only when the site
 * is built with more than one locale. A build of English alone (the default, see `SITE_LOCALES`
 * in `docusaurus.config.ts`) would otherwise show a menu whose only choice is the page itself.
 */
import React, {type ReactNode} from 'react';
import LocaleDropdownNavbarItem from '@theme-original/NavbarItem/LocaleDropdownNavbarItem';
import type LocaleDropdownNavbarItemType from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

type Props = WrapperProps<typeof LocaleDropdownNavbarItemType>;

/** The theme's locale dropdown, or nothing when the build has a single locale. */
export default function LocaleDropdownNavbarItemWrapper(props: Props): ReactNode {
  const {
    i18n: {locales},
  } = useDocusaurusContext();
  return locales.length > 1 ? <LocaleDropdownNavbarItem {...props} /> : null;
}

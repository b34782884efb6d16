/**
 * Replaces the theme's navbar content (the row inside the theme's `Navbar/Layout`) to keep the
 * site's bar: the logo and name, the items placed `left` (the mega-menu, which takes the free
 * space, centred), then the items placed `right` (search, language, colour mode, the
 * institute's logo) and, last, the button of the mobile menu.
 *
 * The theme's version puts the mobile-menu button first and always adds the colour-mode switch
 * after the configured items; moving them with CSS would make the keyboard order differ from
 * the visual one. Everything inside is the theme's: each configured item renders through
 * `@theme/NavbarItem` (with the site's item types, see `NavbarItem/ComponentTypes`), the logo
 * through `@theme/Navbar/Logo` and the button through `@theme/Navbar/MobileSidebar/Toggle`.
 */
import React, {type ReactNode} from 'react';
import {ErrorCauseBoundary, ThemeClassNames, useThemeConfig} from '@docusaurus/theme-common';
import {splitNavbarItems, useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import clsx from 'clsx';
import NavbarItem, {type Props as NavbarItemConfig} from '@theme/NavbarItem';
import NavbarLogo from '@theme/Navbar/Logo';
import NavbarMobileSidebarToggle from '@theme/Navbar/MobileSidebar/Toggle';
import styles from './styles.module.css';

function NavbarItems({items}: {items: NavbarItemConfig[]}): ReactNode {
  return (
    <>
      {items.map((item, i) => (
        <ErrorCauseBoundary
          key={i}
          onError={(error) =>
            new Error(
              `A theme navbar item failed to render.
Please double-check the following navbar item (themeConfig.navbar.items) of your Docusaurus config:
${JSON.stringify(item, null, 2)}`,
              {cause: error},
            )
          }>
          <NavbarItem {...item} />
        </ErrorCauseBoundary>
      ))}
    </>
  );
}

/** The bar's row (see the file header). */
export default function NavbarContent(): ReactNode {
  const mobileSidebar = useNavbarMobileSidebar();
  // The theme types the config's items loosely; each is an item of @theme/NavbarItem.
  const items = useThemeConfig().navbar.items as NavbarItemConfig[];
  const [leftItems, rightItems] = splitNavbarItems(items);
  return (
    <div className={styles.bar}>
      <NavbarLogo />
      {/* Directly in the row, so the mega-menu can take the space between logo and tools. */}
      <NavbarItems items={leftItems} />
      <div className={clsx(ThemeClassNames.layout.navbar.containerRight, styles.tools)}>
        <NavbarItems items={rightItems} />
        {!mobileSidebar.disabled && <NavbarMobileSidebarToggle />}
      </div>
    </div>
  );
}

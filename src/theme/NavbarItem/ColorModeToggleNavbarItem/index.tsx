/**
 * The `custom-colorModeToggle` navbar item (registered in `src/theme/NavbarItem/ComponentTypes.tsx`):
 * the theme's colour-mode switch (`Navbar/ColorModeToggle`) as an item of `themeConfig.navbar`,
 * so that the config places it among the other items of the bar (between search and the
 * institute's logo) instead of after all of them.
 *
 * Shown in the bar on wide screens only, as the theme does; the mobile menu leaves it out.
 */
import React, {type ReactNode} from 'react';
import NavbarColorModeToggle from '@theme/Navbar/ColorModeToggle';
import styles from './styles.module.css';

/** Props the theme's `NavbarItem` passes to the item (its config has no options of its own). */
export type ColorModeToggleNavbarItemProps = {
  /** Set by the theme's mobile menu, which does not show the switch. */
  mobile?: boolean;
};

/** The colour-mode switch navbar item (see the file header). */
export default function ColorModeToggleNavbarItem({mobile = false}: ColorModeToggleNavbarItemProps): ReactNode {
  return mobile ? null : <NavbarColorModeToggle className={styles.colorMode} />;
}

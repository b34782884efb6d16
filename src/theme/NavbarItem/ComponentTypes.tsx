/**
 * Wraps the theme's navbar item types with the site's own, so `themeConfig.navbar.items` in
 * `docusaurus.config.ts` can place them like any built-in item. The theme accepts item types
 * named `custom-…` without checking their options.
 */
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import type {ComponentTypesObject} from '@theme/NavbarItem/ComponentTypes';
import MegaMenuNavbarItem from './MegaMenuNavbarItem';
import InstituteLogoNavbarItem from './InstituteLogoNavbarItem';
import ColorModeToggleNavbarItem from './ColorModeToggleNavbarItem';

/** The theme's item types plus the site's. */
const componentTypes: ComponentTypesObject = {
  ...ComponentTypes,
  'custom-megaMenu': MegaMenuNavbarItem,
  'custom-instituteLogo': InstituteLogoNavbarItem,
  'custom-colorModeToggle': ColorModeToggleNavbarItem,
};

export default componentTypes;

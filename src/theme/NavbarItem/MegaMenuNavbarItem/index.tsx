/**
 * The `custom-megaMenu` navbar item (registered in `src/theme/NavbarItem/ComponentTypes.tsx`):
 * the five top entries of the navigation tree (`src/navigation.ts`), with the current locale's
 * labels from `useNavigation()`.
 *
 * In the bar (`mobile` unset) it is the desktop mega-menu; the theme's mobile menu renders the
 * same item with `mobile`, which draws the full-screen accordion. This mirrors the theme's own
 * dropdown item (`NavbarItem/DropdownNavbarItem`), which also has a Desktop and a Mobile variant.
 */
import React, {type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {useNavigation} from '@site/src/hooks/useNavigation';
import MegaMenuDesktop from './Desktop';
import MegaMenuMobile from './Mobile';

/** Props the theme's `NavbarItem` passes to the item (its config has no options of its own). */
export type MegaMenuNavbarItemProps = {
  /** Set by the theme's mobile menu: draw the accordion instead of the desktop bar. */
  mobile?: boolean;
  /** Set by the theme's mobile menu: closes the menu when a link is chosen. */
  onClick?: () => void;
  /** Where the config places the item; the theme splits the bar by it. */
  position?: 'left' | 'right';
};

/** The mega-menu navbar item (see the file header). */
export default function MegaMenuNavbarItem({mobile = false, onClick}: MegaMenuNavbarItemProps): ReactNode {
  const tree = useNavigation();
  const {toggle} = useNavbarMobileSidebar();
  return mobile ? <MegaMenuMobile tree={tree} onNavigate={onClick ?? toggle} /> : <MegaMenuDesktop tree={tree} />;
}

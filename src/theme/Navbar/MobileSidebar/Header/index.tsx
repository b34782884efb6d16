/**
 * Replaces the header of the theme's mobile menu with nothing. The site's mobile menu opens
 * below the bar, which stays in view with the logo, the search box and the button that closes
 * the menu (`Navbar/MobileSidebar/Toggle`); the theme's header would repeat the logo and add a
 * second close button.
 */
import type {ReactNode} from 'react';

/** No header: the bar above the menu serves as one (see the file header). */
export default function NavbarMobileSidebarHeader(): ReactNode {
  return null;
}

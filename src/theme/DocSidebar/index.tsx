import React, {type ReactNode} from 'react';
import {SideMenuPanel} from '@site/src/components/SideMenuShell';

/**
 * Docs sidebar replaced by the site's side menu, so docs and React pages show the same menu
 * (drawn from `src/navigation.ts`). The theme draws the sidebar's column and hides it on small
 * screens; the panel is the one the side-menu shell of React pages and the expedition blog puts
 * in its own column.
 */
export default function DocSidebar(): ReactNode {
  return <SideMenuPanel />;
}

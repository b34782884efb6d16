import React, {type ReactNode} from 'react';
import SideMenu from '@site/src/components/SideMenu';
import styles from './styles.module.css';

/**
 * Docs sidebar replaced by the site's side menu, so docs and React pages show the same menu
 * (drawn from `src/navigation.ts`). The theme hides the sidebar column on small screens.
 */
export default function DocSidebar(): ReactNode {
  return (
    <div className={styles.sidebar}>
      <SideMenu />
    </div>
  );
}

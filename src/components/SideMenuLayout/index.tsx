import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import SideMenuShell from '@site/src/components/SideMenuShell';

/** Props of {@link SideMenuLayout}. */
export type SideMenuLayoutProps = {
  /** Page title for the browser tab and search engines. */
  title: string;
  /** One-sentence page description for search engines. */
  description: string;
  children: ReactNode;
};

/**
 * Layout for React pages under who-we-are, what-we-do and know-bay-of-bengal: the site layout
 * with the same side menu as the docs on the left (hidden on small screens).
 */
export default function SideMenuLayout({title, description, children}: SideMenuLayoutProps): ReactNode {
  return (
    <Layout title={title} description={description}>
      <SideMenuShell>{children}</SideMenuShell>
    </Layout>
  );
}

import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {Props} from '@theme/BlogLayout';
import SideMenuShell from '@site/src/components/SideMenuShell';
import FeedLinks from '@site/src/components/FeedLinks';
import {useNavigation} from '@site/src/hooks/useNavigation';
import {linkLabel} from '@site/src/navigation';
import {expeditionBlog} from '@site/src/data/expeditionBlog';
import styles from './styles.module.css';

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * The expedition blog's layout: the site's side menu on the left (hidden on small screens) in
 * place of the blog's recent-posts sidebar, and the table of contents on the right on wide
 * screens. The theme's list page has no h1, so on the list page this adds the blog's title as
 * the page heading, an introduction and links to its RSS and Atom feeds; other pages of the
 * blog (a post, the authors) get a link back to the list.
 */
export default function SideMenuBlogLayout({sidebar: _sidebar, toc, children, ...layoutProps}: Props): ReactNode {
  const base = withoutTrailingSlash(useBaseUrl(expeditionBlog.routeBasePath));
  const {pathname} = useLocation();
  const tree = useNavigation();
  const isListPage = withoutTrailingSlash(pathname) === base;
  return (
    <Layout {...layoutProps}>
      <SideMenuShell mainClassName={styles.column} after={toc ? <div className={styles.toc}>{toc}</div> : null}>
        {isListPage ? (
          <header className={styles.header}>
            <Heading as="h1">{linkLabel(tree, expeditionBlog.linkId)}</Heading>
            <p className={styles.lead}>
              <Translate id="expeditionBlog.lead" description="Introduction of the expedition blog's list page">
                Field notes from our research cruises and expeditions: what we sampled, what we saw and what it is like to work on the rivers, mangroves and open waters of the northern Bay of Bengal,
                written by the scientists and students who were on board.
              </Translate>
            </p>
            <FeedLinks
              blogPath={expeditionBlog.routeBasePath}
              className={styles.feeds}
              intro={
                <Translate id="expeditionBlog.feeds" description="Before the feed links of the expedition blog">
                  Follow the blog:
                </Translate>
              }
            />
          </header>
        ) : (
          <p className={styles.back}>
            <Link to={expeditionBlog.routeBasePath}>
              <Translate id="expeditionBlog.back" description="Link from an expedition blog page to the list of posts">
                ← All expedition blogs
              </Translate>
            </Link>
          </p>
        )}
        {children}
      </SideMenuShell>
    </Layout>
  );
}

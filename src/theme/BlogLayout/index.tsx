import React, {type ReactNode} from 'react';
import BlogLayout from '@theme-original/BlogLayout';
import type BlogLayoutType from '@theme/BlogLayout';
import type {WrapperProps} from '@docusaurus/types';
import useRouteContext from '@docusaurus/useRouteContext';
import {expeditionBlog} from '@site/src/data/expeditionBlog';
import SideMenuBlogLayout from './SideMenuBlogLayout';

type Props = WrapperProps<typeof BlogLayoutType>;

/**
 * Blog instances that live inside a side-menu group: their pages show the side menu instead of
 * the blog's own sidebar. The expedition blog sits under what-we-do/explore.
 */
const sideMenuBlogIds: ReadonlySet<string> = new Set([expeditionBlog.id]);

/**
 * Wraps the theme's blog layout: pages of the expedition blog get the side menu like every
 * what-we-do page; every other blog instance (the featured articles) keeps the theme's layout.
 */
export default function BlogLayoutWrapper(props: Props): ReactNode {
  const {plugin} = useRouteContext();
  return sideMenuBlogIds.has(plugin.id) ? <SideMenuBlogLayout {...props} /> : <BlogLayout {...props} />;
}

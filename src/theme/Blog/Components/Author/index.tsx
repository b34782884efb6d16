import React, {type ReactNode} from 'react';
import Author from '@theme-original/Blog/Components/Author';
import type {Props} from '@theme/Blog/Components/Author';
import {bylineTitle} from '@site/src/components/PersonDesignation';

/**
 * Wraps the theme's blog author so that the title under the name, a person's English
 * designation from Our People (`plugins/blog/authors.ts`), reads in the page's language.
 */
export default function AuthorWrapper(props: Props): ReactNode {
  const {author} = props;
  return <Author {...props} author={author.title ? {...author, title: bylineTitle(author.title)} : author} />;
}

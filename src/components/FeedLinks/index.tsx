import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';

/** Props of {@link FeedLinks}. */
export type FeedLinksProps = {
  /** The blog's route path without the base URL (its `routeBasePath`, e.g. `listPath('expeditions')`). */
  blogPath: string;
  /** The words before the links ('Follow the blog:'), translated. */
  intro: ReactNode;
  /** Class of the paragraph. */
  className?: string;
};

/**
 * A paragraph offering a blog's RSS and Atom feeds: `{intro} RSS feed · Atom feed`. The feeds are
 * files the blog plugin writes at `{blogPath}/rss.xml` and `{blogPath}/atom.xml`; the links
 * load them as documents (`pathname://`), not as pages of the single-page app, and `Link` adds
 * the base URL.
 */
export default function FeedLinks({blogPath, intro, className}: FeedLinksProps): ReactNode {
  return (
    <p className={className}>
      {intro}{' '}
      <Link to={`pathname://${blogPath}/rss.xml`} target="_self">
        <Translate id="blog.feeds.rss" description="Link to a blog's RSS feed">
          RSS feed
        </Translate>
      </Link>
      {' · '}
      <Link to={`pathname://${blogPath}/atom.xml`} target="_self">
        <Translate id="blog.feeds.atom" description="Link to a blog's Atom feed">
          Atom feed
        </Translate>
      </Link>
    </p>
  );
}

import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {socialCardPath, socialCardSize} from '@site/src/utils/socialCard';

/**
 * The page's social card as its `og:image` and `twitter:image` (an absolute URL, as the Open
 * Graph protocol requires), with the card's size: the image the social-cards plugin draws from
 * the page's title at `socialCardPath`. Rendered by `src/theme/Root` after the page, so these
 * tags replace an image a page names itself (a featured article's photograph).
 */
export default function SocialCardMetadata(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {pathname} = useLocation();
  const page = pathname.startsWith(siteConfig.baseUrl) ? pathname.slice(siteConfig.baseUrl.length) : pathname.replace(/^\//, '');
  const url = useBaseUrl(socialCardPath(page), {absolute: true});
  return (
    <Head>
      <meta property="og:image" content={url} />
      <meta property="og:image:width" content={String(socialCardSize.width)} />
      <meta property="og:image:height" content={String(socialCardSize.height)} />
      <meta name="twitter:image" content={url} />
    </Head>
  );
}

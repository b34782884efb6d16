import React, {type ReactNode} from 'react';
import SocialCardMetadata from '@site/src/components/SocialCardMetadata';

/**
 * The root of every page (the theme's `Root`, which renders only its children): the page, then
 * its social card's metadata. Rendered last, those tags win over an image the page names itself.
 */
export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <>
      {children}
      <SocialCardMetadata />
    </>
  );
}

import React, {lazy, Suspense, type ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';

/** The control itself (`./Control.tsx`), loaded when the page runs in a browser: the server renders nothing of it. */
const Control = lazy(() => import('./Control'));

/**
 * "Save for offline" on a cruise or data set page (`./Control.tsx`). Its code loads after the
 * page, in a chunk of its own, so it adds nothing to the page's first load; without JavaScript,
 * and where the browser keeps no files for a site, it shows nothing.
 *
 * @param kind whose page it is on: a cruise's (its data sets are saved with it) or a data set's
 */
export default function SaveForOffline({kind}: {kind: 'cruise' | 'dataset'}): ReactNode {
  return (
    <BrowserOnly>
      {() => (
        <Suspense fallback={null}>
          <Control kind={kind} />
        </Suspense>
      )}
    </BrowserOnly>
  );
}

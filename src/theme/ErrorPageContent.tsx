import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {ErrorBoundaryError, ErrorBoundaryTryAgainButton} from '@docusaurus/theme-common';
import type {Props} from '@theme/Error';
import Heading from '@theme/Heading';
import {useSite} from '@site/src/hooks/useSite';

/** Shown inside the site layout when a page's content fails to render. */
export default function ErrorPageContent({error, tryAgain}: Props): ReactNode {
  const site = useSite();
  return (
    <main className="container margin-vert--xl">
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1">
            <Translate id="theme.ErrorPageContent.title" values={{name: site.shortName}}>
              {'{name} error page: this page could not be shown'}
            </Translate>
          </Heading>
          <p>
            <Translate id="errorPage.body">Something went wrong on our side. Please try again, or use the menu to continue.</Translate>
          </p>
          <ErrorBoundaryTryAgainButton onClick={tryAgain} className="button button--primary" />
          <div className="margin-vert--md">
            <ErrorBoundaryError error={error} />
          </div>
        </div>
      </div>
    </main>
  );
}

import React, {useSyncExternalStore, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

/** Props of {@link BackButton}. */
export type BackButtonProps = {
  /** Where to go when there is no previous page in this tab (the collection's list page). */
  fallbackPath: string;
  /** Text of the fallback link, e.g. 'Back to BORL in the News'. */
  fallbackLabel: string;
  className?: string;
};

const noSubscription = () => () => undefined;

/**
 * Whether going back stays meaningful: this page was reached by a link inside the site
 * (router action PUSH), or the tab came here from another page (a referrer and an earlier
 * history entry). A page opened in a fresh tab or typed into the address bar has neither.
 * Server render: no (the link is shown).
 */
function useHasPreviousPage(): boolean {
  const history = useHistory();
  return useSyncExternalStore(
    noSubscription,
    () => history.action === 'PUSH' || (document.referrer !== '' && window.history.length > 1),
    () => false,
  );
}

/**
 * 'Back' to the previous page (`history.back()`), as the site's detail views offer. When there is no previous page to return to (a fresh tab), and before the page is
 * interactive, it is a link to the list page instead, so the action always leads somewhere.
 */
export default function BackButton({fallbackPath, fallbackLabel, className}: BackButtonProps): ReactNode {
  const hasPreviousPage = useHasPreviousPage();
  const classes = clsx('button button--outline button--primary', styles.back, className);
  if (!hasPreviousPage) {
    return (
      <Link to={fallbackPath} className={classes}>
        <span aria-hidden="true">← </span>
        {fallbackLabel}
      </Link>
    );
  }
  return (
    <button type="button" className={classes} onClick={() => window.history.back()}>
      <span aria-hidden="true">← </span>
      <Translate id="backButton.label" description="Button that returns to the previous page">
        Back
      </Translate>
    </button>
  );
}

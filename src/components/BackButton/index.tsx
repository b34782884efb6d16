import React, {useSyncExternalStore, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
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

/** Whether this tab has a page to go back to. Server render: no (the link is shown). */
function useHasHistory(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => window.history.length > 1,
    () => false,
  );
}

/**
 * 'Back' to the previous page (`history.back()`), as the detail views of the specification
 * ask. When the page was opened in a fresh tab, or before the page is interactive, it is a
 * link to the list page instead, so the action always leads somewhere.
 */
export default function BackButton({fallbackPath, fallbackLabel, className}: BackButtonProps): ReactNode {
  const hasHistory = useHasHistory();
  const classes = clsx('button button--outline button--primary', styles.back, className);
  if (!hasHistory) {
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

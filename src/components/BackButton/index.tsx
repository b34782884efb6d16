import React, {useSyncExternalStore, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Translate from '@docusaurus/Translate';
import {isSitePage} from '@site/src/utils/sitePage';
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
 * Whether going back returns to a page of this site: this page was reached by a link inside the
 * site (router action PUSH), or the tab loaded it from a page of the site (a same-site referrer
 * and an earlier history entry). A page opened in a fresh tab, typed into the address bar or
 * reached from another site has neither. Server render: no (the link is shown).
 */
function useHasPreviousPage(): boolean {
  const history = useHistory();
  const {siteConfig} = useDocusaurusContext();
  return useSyncExternalStore(
    noSubscription,
    () => history.action === 'PUSH' || (window.history.length > 1 && isSitePage(document.referrer, window.location.origin, siteConfig.baseUrl)),
    () => false,
  );
}

/**
 * 'Back' to the previous page (`history.back()`), as the site's detail views offer, when that
 * page is a page of this site. Otherwise (a fresh tab, a visitor from another site), and before
 * the page is interactive or without JavaScript, it is a link to the list page, so the action
 * always leads somewhere on the site.
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

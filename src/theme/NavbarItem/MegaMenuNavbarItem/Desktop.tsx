import React, {useCallback, useEffect, useRef, useState, type ReactNode, type FocusEvent, type KeyboardEvent} from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';
import type {NavGroup, NavGroupId, NavigationTree} from '@site/src/navigation';
import MenuLink from '@site/src/components/MenuLink';
import styles from './styles.module.css';

/** Delay before a hover-opened panel closes once the pointer leaves it, in milliseconds. */
const hoverCloseDelayMs = 150;

/**
 * Desktop mega-menu: HOME and NEWS are links; each group is a button that opens a panel
 * (850 px wide on large screens) listing the group's sections as columns. Hidden on small
 * screens, where the mobile variant in the theme's mobile menu takes over.
 *
 * Opens on hover and on click, Enter or Space; a click on an open group's button closes it
 * (a click right after the hover that opened it keeps it open). Escape closes it and returns
 * focus to its button; moving the pointer or focus out of it, or following a link, closes it.
 */
export default function MegaMenuDesktop({tree}: {tree: NavigationTree}): ReactNode {
  const [openGroup, setOpenGroup] = useState<NavGroupId | null>(null);
  // Opened by a click or key press (not just by hovering): a second click closes it.
  const [pinned, setPinned] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const {pathname} = useLocation();

  const cancelClose = () => clearTimeout(closeTimer.current);
  const close = useCallback(() => setOpenGroup(null), []);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  return (
    <div className={styles.desktopNav}>
      <ul className={styles.topList}>
        {tree.top.map((item) =>
          item.kind === 'link' ? (
            <li key={item.id} className={styles.topItem}>
              <MenuLink link={item} className={styles.topLink} activeClassName={styles.topLinkActive} />
            </li>
          ) : (
            <GroupItem
              key={item.group.id}
              group={item.group}
              open={openGroup === item.group.id}
              active={pathname.includes(`/${item.group.segment}/`)}
              onOpen={() => {
                cancelClose();
                if (openGroup !== item.group.id) {
                  setOpenGroup(item.group.id);
                  setPinned(false);
                }
              }}
              onToggle={() => {
                const closing = openGroup === item.group.id && pinned;
                setOpenGroup(closing ? null : item.group.id);
                setPinned(!closing);
              }}
              onHoverEnd={() => {
                cancelClose();
                closeTimer.current = setTimeout(close, hoverCloseDelayMs);
              }}
              onClose={close}
            />
          ),
        )}
      </ul>
    </div>
  );
}

type GroupItemProps = {
  group: NavGroup;
  open: boolean;
  active: boolean;
  onOpen: () => void;
  onToggle: () => void;
  onHoverEnd: () => void;
  onClose: () => void;
};

function GroupItem({group, open, active, onOpen, onToggle, onHoverEnd, onClose}: GroupItemProps): ReactNode {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = `mega-menu-${group.id}`;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      onClose();
      buttonRef.current?.focus();
    }
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) {
      onClose();
    }
  };

  return (
    <li className={styles.topItem} onMouseEnter={onOpen} onMouseLeave={onHoverEnd} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button ref={buttonRef} type="button" className={clsx('clean-btn', styles.topLink, active && styles.topLinkActive)} aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
        {group.label}
        <svg className={styles.chevron} viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
      {/* The panel's links exist only while it is open: a closed panel is hidden anyway (and
          without JavaScript none opens), and leaving some 140 links out of every page's first
          render makes each page ready sooner on a slow phone. */}
      <div id={panelId} className={styles.panel} hidden={!open}>
        {open ? (
          <div className={clsx(styles.panelGrid, group.sections.length === 2 && styles.panelGridWide)}>
            {group.sections.map((section) => (
              <div key={section.id} className={styles.panelSection}>
                <p className={styles.panelHeading} id={`${panelId}-${section.id}`}>
                  {section.title}
                </p>
                <ul className={clsx(styles.panelLinks, section.links.length > 8 && styles.panelLinksTwoColumns)} aria-labelledby={`${panelId}-${section.id}`}>
                  {section.links
                    .filter((link) => link.topNav !== false)
                    .map((link) => (
                      <li key={link.id}>
                        <MenuLink link={link} className={styles.panelLink} activeClassName={styles.panelLinkActive} onNavigate={onClose} />
                      </li>
                    ))}
                </ul>
              </div>
            ))}
          </div>
        ) : null}
      </div>
    </li>
  );
}

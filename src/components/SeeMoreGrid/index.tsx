import React, {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Grid, {cardCellSizes} from '@site/src/components/Grid';
import {foldedWhenScriptingClass, scriptOnlyClass} from './scripting';
import styles from './styles.module.css';

/**
 * Rendered width of one cell of a {@link SeeMoreGrid} (a `1-2-3` grid: 1 column under 640 px, 2 up
 * to 1023 px, 3 from 1024 px, 1.5rem apart), as HTML `sizes` values for the images of its cards,
 * in a page's `container` (`page`) or beside the side menu (`sideMenu`).
 */
export const seeMoreGridSizes = cardCellSizes;

/** Props of {@link SeeMoreGrid}. */
export type SeeMoreGridProps<Item> = {
  /** Every item of the list, in display order. */
  items: readonly Item[];
  /** How many items show before 'See More' (all of them show after). */
  collapsedCount: number;
  /** A stable key per item (its id). */
  itemKey: (item: Item) => string | number;
  /** Renders one item (a card). */
  renderItem: (item: Item, index: number) => ReactNode;
  /** Accessible name of the list, e.g. 'Featured articles'. */
  label: string;
  className?: string;
};

/**
 * A card grid (1 column on small, 2 on medium, 3 on large screens) that shows the first
 * `collapsedCount` items and a 'See More' button revealing the rest; the button then reads
 * 'See Less'. Keyboard and screen-reader friendly: the button reports `aria-expanded`, focus
 * moves to the first revealed card on 'See More', and 'See Less' keeps the button in view.
 *
 * Every item is in the server-rendered HTML. Without JavaScript the whole list shows and the
 * button does not; with JavaScript the items beyond `collapsedCount` are hidden from the first
 * paint by the stylesheet, and left out of the page once it has hydrated, so folding them moves
 * nothing on screen.
 */
export default function SeeMoreGrid<Item>({items, collapsedCount, itemKey, renderItem, label, className}: SeeMoreGridProps<Item>): ReactNode {
  const [expanded, setExpanded] = useState(false);
  const isBrowser = useIsBrowser();
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  // The server and the hydrating browser render every item (the folded ones hidden by CSS when
  // scripting is on); once hydrated, folded items leave the page.
  const visible = expanded || !isBrowser ? items : items.slice(0, collapsedCount);
  /** Set by a click on the toggle; the effect below then moves focus or scrolls once. */
  const toggledByVisitor = useRef(false);
  useEffect(() => {
    if (!toggledByVisitor.current) {
      return;
    }
    toggledByVisitor.current = false;
    if (expanded) {
      document.getElementById(listId)?.children[collapsedCount]?.querySelector<HTMLElement>('a, button')?.focus();
    } else {
      buttonRef.current?.scrollIntoView({block: 'nearest'});
    }
  }, [expanded, collapsedCount, listId]);
  const toggle = () => {
    toggledByVisitor.current = true;
    setExpanded(!expanded);
  };
  return (
    <div className={className}>
      <Grid as="ul" columns="1-2-3" stretch id={listId} className={styles.grid} aria-label={label}>
        {visible.map((item, index) => (
          <li key={itemKey(item)} className={!expanded && index >= collapsedCount ? foldedWhenScriptingClass : undefined}>
            {renderItem(item, index)}
          </li>
        ))}
      </Grid>
      {items.length > collapsedCount ? (
        <div className={clsx(styles.actions, scriptOnlyClass)}>
          <button ref={buttonRef} type="button" className={clsx('button button--primary', styles.toggle)} aria-expanded={expanded} aria-controls={listId} onClick={toggle}>
            {expanded ? (
              <Translate id="seeMore.less" description="Button that hides the extra cards of a list">
                See Less
              </Translate>
            ) : (
              <Translate id="seeMore.more" description="Button that shows all cards of a list">
                See More
              </Translate>
            )}
          </button>
        </div>
      ) : null}
    </div>
  );
}

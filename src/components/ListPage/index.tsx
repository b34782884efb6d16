import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import SideMenuLayout from '@site/src/components/SideMenuLayout';
import {CardGrid} from '@site/src/components/CardGrid';
import EntryCard, {type EntryCardProps} from '@site/src/components/EntryCard';
import {isFirstScreenImage} from '@site/src/utils/firstScreen';
import {useNavigation} from '@site/src/hooks/useNavigation';
import {linkLabel} from '@site/src/navigation';

/**
 * How a {@link ListPage} is named: after its link in the menus (`src/navigation.ts`), whose
 * translated label becomes the title and the h1, or by a title of its own.
 */
export type ListPageName =
  | {
      /** Id of the page's link in `src/navigation.ts` (see `pagePath`). */
      linkId: string;
      title?: undefined;
    }
  | {
      /** Title for a page outside the menus, or one titled otherwise than its menu entry (translated). */
      title: string;
      linkId?: undefined;
    };

/** What a {@link ListPage} shows besides its name. */
export type ListPageBody = {
  /** One-sentence description for search engines (translated). */
  description: string;
  /** The page's h1 when it is not the title (its `<Translate>` element). */
  heading?: ReactNode;
  /** The introduction under the heading. */
  intro: ReactNode;
  /**
   * Give the introduction the docs' prose styles and a 2rem margin below: links in running
   * text are then underlined, not told apart by colour alone.
   */
  proseIntro?: boolean;
  /** The list itself, and anything after it. */
  children: ReactNode;
};

/** Props of {@link ListPage}. */
export type ListPageProps = ListPageName & ListPageBody;

/**
 * A React page with the side menu: the heading (h1), an introduction, then the list or whatever
 * the page shows. The collections' list pages use it, and so does every other React page of the
 * side-menu groups (the membership form, the events calendar, the cruise log, the map, the
 * gallery, the publications, …).
 */
export default function ListPage({linkId, title, description, heading, intro, proseIntro = false, children}: ListPageProps): ReactNode {
  const tree = useNavigation();
  const pageTitle = title ?? linkLabel(tree, linkId);
  return (
    <SideMenuLayout title={pageTitle} description={description}>
      <Heading as="h1">{heading ?? pageTitle}</Heading>
      {proseIntro ? <div className="markdown margin-bottom--lg">{intro}</div> : intro}
      {children}
    </SideMenuLayout>
  );
}

/** The text of the button from a list card to its entry's page ('Read More'), translated. */
export function readMoreLabel(): string {
  return translate({id: 'collections.readMore', message: 'Read More', description: 'Button from a list card to the entry page'});
}

/** Props of {@link EntryListPage}. */
export type EntryListPageProps<Entry extends {id: string | number}> = ListPageName &
  Omit<ListPageBody, 'children'> & {
    /** The collection's entries, in list order. */
    entries: readonly Entry[];
    /** The card of one entry (whether its image loads at once is decided here: the first card's only). */
    card: (entry: Entry) => Omit<EntryCardProps, 'eager'>;
  };

/** A collection's list page whose entries are `EntryCard`s in a `CardGrid` (1, 2 or 3 columns). */
export function EntryListPage<Entry extends {id: string | number}>({entries, card, ...page}: EntryListPageProps<Entry>): ReactNode {
  return (
    <ListPage {...page}>
      <CardGrid>
        {entries.map((entry, index) => (
          <EntryCard key={entry.id} {...card(entry)} eager={isFirstScreenImage(index)} />
        ))}
      </CardGrid>
    </ListPage>
  );
}

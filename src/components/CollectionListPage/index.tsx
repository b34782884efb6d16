import React, {type ReactNode} from 'react';
import {EntryListPage, readMoreLabel} from '@site/src/components/ListPage';
import type {ListPageProps} from '@site/src/collections';

/**
 * The list page of a collection whose registry entry has a `listPage` (`src/collections.ts`):
 * the menu link's label as title and h1, the introduction, then one `EntryCard` per entry in a
 * `CardGrid`. `plugins/collections` adds the route and passes the texts and cards, already in
 * the page's language, as props.
 */
export default function CollectionListPage({linkId, description, intro, cards}: ListPageProps): ReactNode {
  return (
    <EntryListPage
      linkId={linkId}
      description={description}
      intro={<p>{intro}</p>}
      entries={cards}
      card={(card) => ({
        title: card.title,
        image: {...card.image, alt: ''},
        link: {to: card.to, label: card.readMore ? readMoreLabel() : undefined},
        children: card.summary ? <p>{card.summary}</p> : undefined,
      })}
    />
  );
}

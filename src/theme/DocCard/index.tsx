import React, {type ReactNode} from 'react';
import DocCard from '@theme-original/DocCard';
import type {Props} from '@theme/DocCard';
import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import {useNumberFormat} from '@site/src/hooks/useNumberFormat';

/**
 * The theme's doc card (a category or doc in a generated index or `<DocCardList>`). A category
 * without a description of its own is described by the number of its items ("3 items"), as the
 * theme does, but with the number in the digits of the page's language (`৩টি বিষয়`): the theme
 * fills the raw number into its translated message. The message and its translations are the
 * theme's (`theme.docs.DocCard.categoryDescription.plurals`).
 */
export default function DocCardWrapper({item}: Props): ReactNode {
  const {selectMessage} = usePluralForm();
  const formatNumber = useNumberFormat();
  if (item.type !== 'category' || item.description !== undefined) {
    return <DocCard item={item} />;
  }
  const count = item.items.length;
  const description = selectMessage(
    count,
    translate(
      {
        id: 'theme.docs.DocCard.categoryDescription.plurals',
        description: 'The default description for a category card in the generated index about how many items this category includes',
        message: '1 item|{count} items',
      },
      {count: formatNumber(count)},
    ),
  );
  return <DocCard item={{...item, description}} />;
}

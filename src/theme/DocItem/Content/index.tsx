import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import TranslationFallback from '@site/src/components/UntranslatedNotice';

type Props = WrapperProps<typeof ContentType>;

/** The theme's doc content, under a notice when the doc has no translation in this locale. */
export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <TranslationFallback source={metadata.source}>
      <Content {...props} />
    </TranslationFallback>
  );
}

/**
 * Components every MDX page can use without an import (see EDITING.md):
 * Figure, ContentBlock, ZoomableFigure, CardGrid, InfoCard, KeyFigures, KeyFigure,
 * PostalAddress and InfoEmail.
 */
import MDXComponents from '@theme-original/MDXComponents';
import Figure from '@site/src/components/Figure';
import ContentBlock from '@site/src/components/ContentBlock';
import ZoomableFigure from '@site/src/components/ZoomableFigure';
import {CardGrid, InfoCard} from '@site/src/components/CardGrid';
import {KeyFigure, KeyFigures} from '@site/src/components/KeyFigures';
import PostalAddress from '@site/src/components/PostalAddress';
import InfoEmail from '@site/src/components/InfoEmail';

export default {
  ...MDXComponents,
  Figure,
  ContentBlock,
  ZoomableFigure,
  CardGrid,
  InfoCard,
  KeyFigures,
  KeyFigure,
  PostalAddress,
  InfoEmail,
};

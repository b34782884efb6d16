import React, {type ReactNode} from 'react';
import CareerList from '@site/src/components/CareerList';

/**
 * Start a Career (linked from the home page's 'START A CAREER WITH US'): the same screen as
 * Careers, whose Details buttons open the opportunities' pages under Careers; search engines
 * are told to index the Careers address (`pagesShownElsewhere` in `src/collections.ts`), and the
 * sitemaps leave this one out.
 */
export default function StartCareer(): ReactNode {
  return <CareerList />;
}

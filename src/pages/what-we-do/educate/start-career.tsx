import React, {type ReactNode} from 'react';
import CareerList from '@site/src/components/CareerList';
import {unlistedPages} from '@site/src/collections';

/**
 * Start a Career (linked from the home page's 'START A CAREER WITH US'): the same screen as
 * Careers, with Details pages under this path; search engines are told to index the Careers
 * address.
 */
export default function StartCareer(): ReactNode {
  return <CareerList listPath={unlistedPages.startCareer} />;
}

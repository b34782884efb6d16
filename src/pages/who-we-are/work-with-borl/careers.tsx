import React, {type ReactNode} from 'react';
import CareerList from '@site/src/components/CareerList';

/** Careers, in the Work with BORL menu; the same screen as Start a Career. */
export default function Careers(): ReactNode {
  return <CareerList />;
}

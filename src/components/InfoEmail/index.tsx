import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {site} from '@site/src/data/site';

/** The general information e-mail address (`src/data/site.ts`) as a mailto link. */
export default function InfoEmail(): ReactNode {
  return <Link href={`mailto:${site.email}`}>{site.email}</Link>;
}

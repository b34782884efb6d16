import React, {type ReactNode} from 'react';
import {site} from '@site/src/data/site';

/**
 * The laboratory's postal address from the identity module (`src/data/site.ts`): laboratory,
 * institute, university, street, city with postal code, country, one per line.
 */
export default function PostalAddress({className}: {className?: string}): ReactNode {
  const lines = [
    site.name,
    site.institute.name,
    site.university.name,
    site.address.street,
    `${site.address.city} ${site.address.postalCode}`,
    site.address.country,
  ];
  return (
    <address className={className}>
      {lines.map((line, index) => (
        <React.Fragment key={line}>
          {index > 0 ? <br /> : null}
          {line}
        </React.Fragment>
      ))}
    </address>
  );
}

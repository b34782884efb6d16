import React, {type ReactNode} from 'react';
import {useSite} from '@site/src/hooks/useSite';
import {localeDigits} from '@site/src/utils/formatNumber';
import {useIntlLocale} from '@site/src/hooks/useIntlLocale';

/**
 * The lines of the laboratory's postal address in the page's language (see {@link PostalAddress}):
 * laboratory, institute, university, street, city with postal code in the page's digits, country.
 */
export function usePostalAddressLines(): string[] {
  const site = useSite();
  const locale = useIntlLocale();
  return [site.name, site.institute.name, site.university.name, site.address.street, `${site.address.city} ${localeDigits(site.address.postalCode, locale)}`, site.address.country];
}

/**
 * The laboratory's postal address from the identity module (`src/data/site.ts`, its texts
 * translated per locale): laboratory, institute, university, street, city with postal code,
 * country, one per line. The postal code is written in the page's digits (`চট্টগ্রাম ৪৩৩১`).
 */
export default function PostalAddress({className}: {className?: string}): ReactNode {
  const lines = usePostalAddressLines();
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

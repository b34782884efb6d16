/**
 * schema.org descriptions of the laboratory, built from the identity module (`site.ts`), for
 * the JSON-LD of the home page and as the `affiliation` / `publisher` of people and articles.
 */
import {site} from './site';
import type {JsonLd} from '@site/src/components/StructuredData';

/** The laboratory as a schema.org ResearchOrganization. */
export function researchOrganization(): JsonLd {
  return {
    '@type': 'ResearchOrganization',
    '@id': `${site.url}/#organization`,
    name: site.name,
    alternateName: site.shortName,
    url: site.url,
    logo: `${site.url}/img/logo/borl.svg`,
    email: site.email,
    description: site.tagline,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      postalCode: site.address.postalCode,
      addressCountry: 'BD',
    },
    geo: {'@type': 'GeoCoordinates', latitude: site.mapCentre.lat, longitude: site.mapCentre.lng},
    parentOrganization: {
      '@type': 'ResearchOrganization',
      name: site.institute.name,
      url: site.institute.url,
      parentOrganization: {'@type': 'CollegeOrUniversity', name: site.university.name, url: site.university.url},
    },
    knowsAbout: ['Oceanography', 'Bay of Bengal', 'Marine ecology', 'Coastal management', 'Fisheries science'],
  };
}

/** A short reference to the laboratory, for `affiliation`, `publisher` and `worksFor`. */
export function organizationReference(): JsonLd {
  return {'@type': 'ResearchOrganization', '@id': `${site.url}/#organization`, name: site.name, url: site.url};
}

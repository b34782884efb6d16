/**
 * schema.org descriptions of the laboratory, built from the identity module (`site.ts`), for
 * the JSON-LD of the home page and as the `affiliation` / `publisher` of people and articles.
 * Names, description, street and fields of work are in the page's language (the identity's texts
 * are translated per locale); the `@id` is the locale's home page, so each edition describes itself.
 */
import type {SiteIdentity} from './site';
import type {PostalAddress, ResearchOrganization} from 'schema-dts';

/** A schema.org ResearchOrganization as an object (schema-dts also allows a bare string). */
export type ResearchOrganizationLd = Exclude<ResearchOrganization, string>;

/**
 * The laboratory as a schema.org ResearchOrganization.
 *
 * @param homeUrl absolute URL of the site's home page, base URL included and ending in `/`
 *   (`useBaseUrl('/', {absolute: true})`), so a build under a base path names its own pages
 */
export function researchOrganization(homeUrl: string, site: SiteIdentity): ResearchOrganizationLd {
  return {
    ...organizationReference(homeUrl, site),
    alternateName: site.shortName,
    logo: new URL('img/logo/borl.svg', homeUrl).href,
    email: site.email,
    description: site.tagline,
    address: laboratoryAddress(site),
    // An organisation has no `geo` of its own in schema.org: its coordinates are its location's.
    location: {'@type': 'Place', geo: {'@type': 'GeoCoordinates', latitude: site.mapCentre.lat, longitude: site.mapCentre.lng}},
    parentOrganization: {
      '@type': 'ResearchOrganization',
      name: site.institute.name,
      url: site.institute.url,
      parentOrganization: {'@type': 'CollegeOrUniversity', name: site.university.name, url: site.university.url},
    },
    knowsAbout: [...site.knowsAbout],
  };
}

/**
 * A short reference to the laboratory, for `affiliation`, `publisher` and `worksFor`.
 *
 * @param homeUrl absolute URL of the home page, as for {@link researchOrganization}
 */
export function organizationReference(homeUrl: string, site: SiteIdentity): ResearchOrganizationLd {
  return {'@type': 'ResearchOrganization', '@id': `${homeUrl}#organization`, name: site.name, url: homeUrl};
}

/** The laboratory's postal address (`site.ts`, in the page's language) as a schema.org PostalAddress. */
export function laboratoryAddress(site: SiteIdentity): Exclude<PostalAddress, string> {
  return {
    '@type': 'PostalAddress',
    streetAddress: site.address.street,
    addressLocality: site.address.city,
    postalCode: site.address.postalCode,
    addressCountry: 'BD',
  };
}

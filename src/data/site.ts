/**
 * The laboratory's identity: names, postal address, contacts, map centre and social links.
 *
 * This is the ONLY place the site states who the laboratory is. The navbar, footer, contact
 * page, map, structured data and `docusaurus.config.ts` all read it; nothing else hard-codes a
 * name or an address. The slug {@link site.slug} names the laboratory in route paths
 * (`about-borl`, `borl-in-the-news`).
 *
 * This module is the English record. Its names, tagline, postal address and fields of work are
 * texts a locale translates, in `i18n/<locale>/borl-collections/site.json` keyed `site.<field>`
 * (`site.knowsAbout.0` for the first field of work): pages read the
 * record in their language with `useSite()` (`src/hooks/useSite.ts`, from the configuration's
 * `customFields.site`), plugins with `siteInLocale` (`src/config/siteInLocale.ts`). The short
 * name, slug, postal code, e-mails, URLs and coordinates are the same in every language.
 *
 * To change an address or e-mail, edit this file and rebuild (and run
 * `npm run write-translations -- --locale bn` for a changed text); the unit tests check its shape.
 */

/** A social network the footer shows an icon for. */
export type SocialNetwork = 'facebook' | 'twitter' | 'linkedin' | 'instagram';

/** A geographic point in decimal degrees (WGS 84). */
export type LatLng = {
  /** Latitude, degrees north (negative south). */
  lat: number;
  /** Longitude, degrees east (negative west). */
  lng: number;
};

/** Shape of the identity record; see {@link site}. */
export type SiteIdentity = {
  /** Full name of the laboratory, e.g. in titles and the footer. */
  name: string;
  /** Short name (acronym) used in the navbar and page titles. */
  shortName: string;
  /** Lower-case slug that stands for `{product}` in route paths (`about-borl`). */
  slug: string;
  /** One-sentence description for search engines and the home page. */
  tagline: string;
  /**
   * The fields the laboratory works in, for search engines: `knowsAbout` of the home page's
   * schema.org ResearchOrganization. Each is a term its pages use (in Bengali, the glossary's).
   */
  knowsAbout: readonly string[];
  institute: {name: string; shortName: string; url: string};
  university: {name: string; url: string};
  /** Postal address, one line per field, printed in the footer and on Contact Us. */
  address: {
    street: string;
    city: string;
    postalCode: string;
    country: string;
  };
  /** General information e-mail, printed in the footer and on Contact Us. */
  email: string;
  /**
   * E-mail of the outreach and student coordinator, who answers career and internship
   * inquiries (the careers pages' contact links write to it).
   */
  outreachEmail: string;
  /** Public site origin (no trailing slash), used for canonical URLs and the sitemap. */
  url: string;
  /** The point the location map is centred on; a spot on the Chattogram coast. */
  mapCentre: LatLng;
  /**
   * Social profile URLs. An empty string means the profile does not exist yet: the footer then
   * shows the icon without a link.
   */
  social: Record<SocialNetwork, string>;
};

/** The laboratory's identity record (see the file header). */
export const site = {
  name: 'Bay of Bengal Ocean Research Laboratory',
  shortName: 'BORL',
  slug: 'borl',
  tagline: 'Sea-going research on the northern Bay of Bengal and the coast of Bangladesh: oceanography, ecosystems, fisheries and the people who depend on them.',
  knowsAbout: ['Oceanography', 'Bay of Bengal', 'Marine ecology', 'Coastal management', 'Fisheries science'],
  institute: {
    name: 'Institute of Oceanography and Coastal Studies',
    shortName: 'IOCS',
    url: 'https://iocs.cuc.ac.bd',
  },
  university: {name: 'Coastal University of Chattogram', url: 'https://www.cuc.ac.bd'},
  address: {
    street: 'Marine Science Building, Sea Beach Road',
    city: 'Chattogram',
    postalCode: '4331',
    country: 'Bangladesh',
  },
  email: 'info@borl.ac.bd',
  outreachEmail: 'outreach@borl.ac.bd',
  url: 'https://borl.ac.bd',
  mapCentre: {lat: 22.2352, lng: 91.7903},
  social: {facebook: '', twitter: '', linkedin: '', instagram: ''},
} as const satisfies SiteIdentity;

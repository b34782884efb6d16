/**
 * schema.org descriptions (JSON-LD, typed with `schema-dts`) of a cruise (`Event`) and of a data
 * set (`Dataset`, with the fields data-set search engines require and recommend), built from the
 * data modules. Texts are in the page's language; URLs are absolute and carry the base URL.
 */
import type {Dataset as DatasetLd, Event, Person as PersonLd, PostalAddress, ResearchOrganization} from 'schema-dts';
import type {Cruise} from './cruises';
import type {DatasetWithCoverage} from './datasetCoverage';
import {licenses, unitCodes} from './datasets';
import {organizationReference} from './structuredData';
import type {SiteIdentity} from './site';

/**
 * The laboratory as the organiser of a cruise or the publisher of a data set.
 * `organizationReference` builds exactly this ResearchOrganization reference; its declared type
 * is the looser one of hand-written JSON-LD.
 */
function laboratory(homeUrl: string, site: SiteIdentity): ResearchOrganization {
  return organizationReference(homeUrl, site) as ResearchOrganization;
}

/** The town a cruise sailed from, as a schema.org PostalAddress in Bangladesh. */
function departurePort(cruise: Cruise): PostalAddress {
  return {'@type': 'PostalAddress', addressLocality: cruise.port, addressCountry: 'BD'};
}

/** Where a cruise's page lives and who organised it. */
export type CruiseEventContext = {
  /** Absolute URL of the cruise's page. */
  pageUrl: string;
  /** Absolute URL of the home page of the page's locale, ending in `/`. */
  homeUrl: string;
  /** The laboratory's identity in the page's language (`useSite()`). */
  site: SiteIdentity;
};

/**
 * A cruise as a schema.org `Event`: name, description, first and last days, scheduled and held
 * in person at its working area (a `Place` with its coordinates), organised by the laboratory.
 * The place's postal address, which event results require, is the port the cruise sailed from:
 * a working area at sea has none of its own.
 */
export function cruiseEvent(cruise: Cruise, {pageUrl, homeUrl, site}: CruiseEventContext): Event {
  return {
    '@type': 'Event',
    name: cruise.name,
    description: cruise.description,
    startDate: cruise.startDate,
    endDate: cruise.endDate,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: cruise.area.name,
      address: departurePort(cruise),
      geo: {'@type': 'GeoCoordinates', latitude: cruise.area.lat, longitude: cruise.area.lng},
    },
    organizer: laboratory(homeUrl, site),
    url: pageUrl,
  };
}

/** A creator of a data set: a person's name and the absolute URL of their page. */
export type DatasetCreator = {name: string; url: string};

/** The absolute URLs and texts a data set's description needs besides the data set itself. */
export type DatasetContext = {
  /** Absolute URL of the data set's page. */
  pageUrl: string;
  /** Absolute URL of the home page of the page's locale, ending in `/`. */
  homeUrl: string;
  /** Absolute URL of the CSV download. */
  csvUrl: string;
  /** The creators in citation order. */
  creators: readonly DatasetCreator[];
  /** The citation as the page shows it. */
  citation: string;
  /** The catalogue: the Data and Repositories page, its name and absolute URL. */
  catalogue: {name: string; url: string};
  /** The laboratory's identity in the page's language (`useSite()`). */
  site: SiteIdentity;
};

/**
 * The box of a data set as a schema.org `GeoShape` box: "south west north east", in decimal
 * degrees (latitude before longitude, as the vocabulary asks).
 */
export function geoShapeBox(box: DatasetWithCoverage['box']): string {
  return `${box.south} ${box.west} ${box.north} ${box.east}`;
}

/**
 * A data set as a schema.org `Dataset`: name, description, creators (people), licence URL,
 * temporal coverage (ISO 8601 interval of the cruise's days), spatial coverage (a `Place` with
 * the stations' box), the measured variables (`PropertyValue`: the CSV column as `propertyID`, the
 * label, the unit as text and, where UN/CEFACT has one, as `unitCode`), the CSV download, the citation,
 * identifier, keywords, free access and the catalogue it belongs to.
 */
export function datasetStructuredData(dataset: DatasetWithCoverage, context: DatasetContext): DatasetLd {
  const creators: PersonLd[] = context.creators.map((creator) => ({'@type': 'Person', name: creator.name, url: creator.url}));
  return {
    '@type': 'Dataset',
    name: dataset.title,
    description: dataset.description,
    url: context.pageUrl,
    identifier: context.pageUrl,
    creator: creators,
    publisher: laboratory(context.homeUrl, context.site),
    datePublished: dataset.released,
    license: licenses[dataset.license].url,
    isAccessibleForFree: true,
    keywords: [...dataset.keywords],
    temporalCoverage: `${dataset.startDate}/${dataset.endDate}`,
    spatialCoverage: {'@type': 'Place', geo: {'@type': 'GeoShape', box: geoShapeBox(dataset.box)}},
    variableMeasured: dataset.variables.map((variable) => {
      const unitCode = unitCodes[variable.unit];
      return {
        '@type': 'PropertyValue',
        // The column of the CSV file, then the variable as a reader names it.
        propertyID: variable.name,
        name: variable.label ?? variable.description,
        description: variable.description,
        unitText: variable.unit,
        ...(unitCode ? {unitCode} : {}),
      };
    }),
    distribution: [{'@type': 'DataDownload', contentUrl: context.csvUrl, encodingFormat: 'text/csv'}],
    citation: context.citation,
    includedInDataCatalog: {'@type': 'DataCatalog', name: context.catalogue.name, url: context.catalogue.url},
  };
}

/**
 * The citation of a data set: creators, year, title, publisher, URL, e.g.
 * 'Farhana Rahman Chowdhury, Israt Jahan Tonni (2024). Title [Data set]. Bay of Bengal Ocean
 * Research Laboratory. https://…'. `dataSetLabel` is the bracketed kind in the page's language.
 */
export function datasetCitation({
  creators,
  year,
  title,
  dataSetLabel,
  publisher,
  url,
}: {
  creators: readonly string[];
  year: string;
  title: string;
  dataSetLabel: string;
  publisher: string;
  url: string;
}): string {
  return `${creators.join(', ')} (${year}). ${title} [${dataSetLabel}]. ${publisher}. ${url}`;
}

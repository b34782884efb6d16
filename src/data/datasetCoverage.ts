/**
 * What a data set covers, derived from its cruise (`cruises.ts`) and the cruise's stations
 * (`cruiseStations.ts`): its days and the bounding box of its stations. The collections plugin
 * joins it to each data set for the data set's page; it is never written by hand.
 */
import {cruises, type CruiseWithStations, type Station} from './cruises';
import {cruiseStations} from './cruiseStations';
import {datasets, type Dataset} from './datasets';

/** A bounding box in decimal degrees (WGS 84). */
export type BoundingBox = {south: number; west: number; north: number; east: number};

/** A data set with what it covers: the entry of its page. */
export type DatasetWithCoverage = Dataset & {
  /** First day of the cruise, ISO `YYYY-MM-DD`. */
  startDate: string;
  /** Last day of the cruise, ISO `YYYY-MM-DD`. */
  endDate: string;
  /** The bounding box of the cruise's stations. */
  box: BoundingBox;
  /** How many stations the data set has rows for (all of its cruise's). */
  stationCount: number;
};

/**
 * The smallest box holding every station.
 *
 * @throws Error when there is no station
 */
export function boundingBox(stations: readonly Pick<Station, 'lat' | 'lng'>[]): BoundingBox {
  if (stations.length === 0) {
    throw new Error('a bounding box needs at least one station');
  }
  const lats = stations.map((station) => station.lat);
  const lngs = stations.map((station) => station.lng);
  return {south: Math.min(...lats), west: Math.min(...lngs), north: Math.max(...lats), east: Math.max(...lngs)};
}

/** The stations of a cruise, from `cruiseStations.ts` (empty for an unknown cruise). */
export function stationsOf(cruiseId: string): readonly Station[] {
  return cruiseStations[cruiseId] ?? [];
}

/**
 * A data set with its cruise's days and its stations' bounding box.
 *
 * @throws Error naming the data set when its cruise is unknown or has no stations
 */
export function withCoverage(dataset: Dataset): DatasetWithCoverage {
  const cruise = cruises.find((candidate) => candidate.id === dataset.cruise);
  if (!cruise) {
    throw new Error(`data set "${dataset.id}": cruise "${dataset.cruise}" is not in src/data/cruises.ts`);
  }
  const stations = stationsOf(cruise.id);
  if (stations.length === 0) {
    throw new Error(`data set "${dataset.id}": cruise "${cruise.id}" has no stations in src/data/cruiseStations.ts`);
  }
  return {...dataset, startDate: cruise.startDate, endDate: cruise.endDate, box: boundingBox(stations), stationCount: stations.length};
}

/** Every data set with its coverage, in catalogue order (the entries of the data set pages). */
export function datasetsWithCoverage(): DatasetWithCoverage[] {
  return datasets.map(withCoverage);
}

/** Every cruise with its stations, in data order (the entries of the cruise pages). */
export function cruisesWithStations(): CruiseWithStations[] {
  return cruises.map((cruise) => ({...cruise, stations: stationsOf(cruise.id)}));
}

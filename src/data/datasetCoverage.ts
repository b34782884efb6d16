/**
 * What a data set covers, derived from its cruise and the cruise's stations
 * (`content/cruises/`): its days and the bounding box of its stations. The collections plugin
 * joins it to each data set for the data set's page; it is never written by hand.
 */
import type {CruiseWithStations, Station} from './cruises';
import type {Dataset} from './datasets';
import type {DatasetWithCoverage} from './schemas/datasets';

export type {DatasetWithCoverage} from './schemas/datasets';

/** A bounding box in decimal degrees (WGS 84). */
export type BoundingBox = {south: number; west: number; north: number; east: number};

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

/**
 * A data set with its cruise's days and its stations' bounding box.
 *
 * @param cruises every cruise, with its stations
 * @throws Error naming the data set's file when its cruise is unknown or has no stations
 */
export function withCoverage(dataset: Dataset, cruises: readonly CruiseWithStations[]): DatasetWithCoverage {
  const cruise = cruises.find((candidate) => candidate.id === dataset.cruise);
  if (!cruise) {
    throw new Error(`content/datasets/${dataset.id}.md: cruise "${dataset.cruise}" is not in content/cruises/`);
  }
  if (cruise.stations.length === 0) {
    throw new Error(`content/datasets/${dataset.id}.md: cruise "${cruise.id}" has no stations`);
  }
  return {...dataset, startDate: cruise.startDate, endDate: cruise.endDate, box: boundingBox(cruise.stations), stationCount: cruise.stations.length};
}

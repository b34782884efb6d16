/** The pure parts of the station map (no Leaflet), unit-tested in `tests/unit/datasets.test.ts`. */
import type {Station} from '@site/src/data/cruises';

/**
 * The box the station map first shows, `[[south, west], [north, east]]` in degrees: the
 * stations' own box, widened to at least 0.02° (about 2 km) so one station or a short line
 * still shows its surroundings.
 */
export function stationMapBounds(stations: readonly Pick<Station, 'lat' | 'lng'>[]): [[number, number], [number, number]] {
  const lats = stations.map((station) => station.lat);
  const lngs = stations.map((station) => station.lng);
  const widen = (low: number, high: number): [number, number] => {
    const missing = Math.max(0, 0.02 - (high - low)) / 2;
    return [low - missing, high + missing];
  };
  const [south, north] = widen(Math.min(...lats), Math.max(...lats));
  const [west, east] = widen(Math.min(...lngs), Math.max(...lngs));
  return [
    [south, west],
    [north, east],
  ];
}

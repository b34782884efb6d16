import {openStreetMapMaxZoom, openStreetMapSite, openStreetMapUrl} from '@site/src/config/externalServices';
import {site} from '@site/src/data/site';
import {cruises} from '@site/tests/shared/collections';
import {cruiseMapView, overviewZoom, viewPoint, type CruiseMarker} from '@site/src/components/CruiseMap/view';

/** The marker point and the view (zoom, latitude, longitude) of an OpenStreetMap address. */
function parse(url: string) {
  const parsed = new URL(url);
  const [zoom, lat, lng] = parsed.hash.replace('#map=', '').split('/').map(Number);
  return {origin: parsed.origin, mlat: Number(parsed.searchParams.get('mlat')), mlon: Number(parsed.searchParams.get('mlon')), zoom, lat, lng};
}

describe('openStreetMapUrl', () => {
  it('puts a marker at the point and centres the view on it at the zoom, refusing a point that does not exist', () => {
    const url = openStreetMapUrl(site.mapCentre, 18);
    expect(url).toBe(`${openStreetMapSite}/?mlat=${site.mapCentre.lat}&mlon=${site.mapCentre.lng}#map=18/${site.mapCentre.lat}/${site.mapCentre.lng}`);
    expect(() => openStreetMapUrl({lat: 91, lng: 0}, 5)).toThrow(RangeError);
    expect(() => openStreetMapUrl({lat: 0, lng: Number.NaN}, 5)).toThrow(RangeError);
  });

  it('opens every cruise area where the data puts it', () => {
    for (const cruise of cruises) {
      const parsed = parse(openStreetMapUrl(cruise.area, 11));
      expect(parsed).toEqual({origin: openStreetMapSite, mlat: cruise.area.lat, mlon: cruise.area.lng, zoom: 11, lat: cruise.area.lat, lng: cruise.area.lng});
    }
  });

  it('rounds degrees to 5 places and keeps the zoom within the site’s range', () => {
    expect(parse(openStreetMapUrl({lat: 22.123456789, lng: -91.987654321}, 25))).toMatchObject({mlat: 22.12346, mlon: -91.98765, zoom: openStreetMapMaxZoom});
    expect(parse(openStreetMapUrl({lat: 0, lng: 0}, -3.2)).zoom).toBe(0);
  });
});

describe('viewPoint', () => {
  const marker = (id: string, lat: number, lng: number): CruiseMarker => ({id, label: id, date: '', lat, lng});

  it('stands for several places by the centre of their bounds at the overview zoom, for one by the place and the map’s zoom', () => {
    expect(viewPoint(cruiseMapView([marker('a', 20, 89), marker('b', 22, 92)], [0, 0]))).toEqual({lat: 21, lng: 90.5, zoom: overviewZoom});
    const view = cruiseMapView([marker('a', 21.5, 91.89)], [0, 0]);
    expect(view.kind).toBe('centre');
    expect(viewPoint(view)).toEqual({lat: 21.5, lng: 91.89, zoom: view.kind === 'centre' ? view.zoom : Number.NaN});
  });
});

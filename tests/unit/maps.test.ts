import {boundsOf, cruiseMapView, emptyMapZoom, groupByPlace, placeLabel, singlePlaceZoom, type CruiseMarker} from '@site/src/components/CruiseMap/view';
import {calendarEmbedUrl, eventsCalendar, tileServer} from '@site/src/config/externalServices';
import {isLazyPackageStyle} from '@site/plugins/lazyStyles';

const sonadia: CruiseMarker = {id: 'sonadia-2022', label: 'Sonadia Island cruise', date: 'October 2022', lat: 21.52, lng: 91.9};
const sonadiaAgain: CruiseMarker = {id: 'sonadia-2024', label: 'Sonadia Channel survey', date: 'February 2024', lat: 21.52, lng: 91.9};
const stMartin: CruiseMarker = {id: 'st-martin-2023', label: 'Saint Martin’s Island MPA', date: 'December 2023', lat: 20.62, lng: 92.32};
const sundarbans: CruiseMarker = {id: 'sundarbans-2023', label: 'Sundarbans research cruise', date: 'September 2023', lat: 21.95, lng: 89.5};

describe('cruise map view', () => {
  it('gives cruises at the same place one marker listing them all, in order', () => {
    const places = groupByPlace([sonadia, stMartin, sonadiaAgain]);
    expect(places.map((place) => place.cruises.map((cruise) => cruise.id))).toEqual([['sonadia-2022', 'sonadia-2024'], ['st-martin-2023']]);
    expect(placeLabel(places[0]!)).toBe('Sonadia Island cruise (October 2022); Sonadia Channel survey (February 2024)');
  });

  it('gives neighbouring areas one marker at their mean position, so markers never overlap', () => {
    const moheshkhali: CruiseMarker = {id: 'moheshkhali-2023', label: 'Moheshkhali channel', date: 'March 2023', lat: 21.62, lng: 91.94};
    const places = groupByPlace([sonadia, moheshkhali, sundarbans]);
    expect(places.map((place) => place.cruises.map((cruise) => cruise.id))).toEqual([['sonadia-2022', 'moheshkhali-2023'], ['sundarbans-2023']]);
    expect(places[0]?.lat).toBeCloseTo(21.57, 5);
    expect(places[0]?.lng).toBeCloseTo(91.92, 5);
  });

  it('fits several places to their bounds', () => {
    const bounds = boundsOf([sonadia, stMartin, sundarbans]);
    expect(bounds).toEqual([
      [20.62, 89.5],
      [21.95, 92.32],
    ]);
    expect(cruiseMapView([sonadia, stMartin, sundarbans], [22, 91])).toEqual({kind: 'bounds', bounds});
  });

  it('centres on a single place, or on the fallback when there is no cruise', () => {
    expect(cruiseMapView([sonadia, sonadiaAgain], [22, 91])).toEqual({kind: 'centre', centre: [21.52, 91.9], zoom: singlePlaceZoom});
    expect(cruiseMapView([], [22, 91])).toEqual({kind: 'centre', centre: [22, 91], zoom: emptyMapZoom});
    expect(boundsOf([])).toBeNull();
  });
});

describe('external services', () => {
  it('uses OpenStreetMap data tiles with subdomain, zoom, x, y and density placeholders, up to zoom 18 at least', () => {
    for (const placeholder of ['{s}', '{z}', '{x}', '{y}', '{r}']) {
      expect(tileServer.urlTemplate).toContain(placeholder);
    }
    expect(tileServer.urlTemplate.startsWith('https://')).toBe(true);
    expect(tileServer.maxZoom).toBeGreaterThanOrEqual(18);
    expect(tileServer.sourceName).toBe('OpenStreetMap');
    expect(tileServer.provider.url.startsWith('https://')).toBe(true);
  });

  it('embeds the calendar in Bangladesh time with the id URL-encoded', () => {
    const url = calendarEmbedUrl(eventsCalendar);
    expect(url.startsWith('https://calendar.google.com/calendar/embed?src=')).toBe(true);
    expect(url).toContain('&ctz=Asia%2FDhaka');
    expect(new URL(url).searchParams.get('src')).toBe(eventsCalendar.id);
    expect(url).not.toContain('#');
  });
});

describe('lazily loaded vendor styles', () => {
  it('keeps the listed packages’ stylesheets out of the site-wide CSS, and nothing else', () => {
    const packages = ['leaflet', 'sweetalert2'];
    expect(isLazyPackageStyle('/site/node_modules/leaflet/dist/leaflet.css', packages)).toBe(true);
    expect(isLazyPackageStyle('C:\\site\\node_modules\\sweetalert2\\dist\\sweetalert2.min.css', packages)).toBe(true);
    expect(isLazyPackageStyle('/site/node_modules/leaflet/dist/leaflet-src.js', packages)).toBe(false);
    expect(isLazyPackageStyle('/site/node_modules/leaflet-draw/dist/leaflet.draw.css', packages)).toBe(false);
    expect(isLazyPackageStyle('/site/node_modules/infima/dist/css/default/default.css', packages)).toBe(false);
    expect(isLazyPackageStyle('/site/src/css/custom.css', packages)).toBe(false);
  });
});

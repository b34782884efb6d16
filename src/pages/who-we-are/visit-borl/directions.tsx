import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import ListPage from '@site/src/components/ListPage';
import LocationMap from '@site/src/components/LocationMap';
import PostalAddress, {usePostalAddressLines} from '@site/src/components/PostalAddress';
import {useSite} from '@site/src/hooks/useSite';
import {pagePath} from '@site/src/navigation';
import styles from './directions.module.css';

/** Zoom of the location map: close enough to pick out the building. */
const locationZoom = 18;

/**
 * Directions (`/who-we-are/visit-borl/directions`): 'Our Location', a street map centred on the
 * identity module's point with one marker naming the laboratory and its university, and the
 * postal address beside it (below it on small screens).
 */
export default function Directions(): ReactNode {
  const site = useSite();
  const addressLines = usePostalAddressLines();
  return (
    <ListPage
      linkId="directions"
      description={translate(
        {
          id: 'directions.page.description',
          message: 'Where to find the {shortName}: a map of the {university} campus in {city}, our postal address and how to arrange a visit.',
        },
        {shortName: site.shortName, university: site.university.name, city: site.address.city},
      )}
      heading={<Translate id="directions.heading">Our Location</Translate>}
      intro={
        <p className={styles.lead}>
          <Translate id="directions.intro" values={{name: site.name, institute: site.institute.name, university: site.university.name, city: site.address.city}}>
            {'The {name} is part of the {institute} on the campus of the {university} in {city}, close to the mouth of the Karnaphuli river and the coast of the Bay of Bengal.'}
          </Translate>
        </p>
      }>
      <div className={styles.layout}>
        <figure className={styles.map}>
          <LocationMap
            centre={site.mapCentre}
            zoom={locationZoom}
            markerLabel={site.name}
            placeName={addressLines.join(', ')}
            popup={
              <>
                <strong>{site.name}</strong>
                <br />
                {site.university.name}
              </>
            }
          />
          <figcaption className={styles.caption}>
            <Translate id="directions.caption">
              Street map of the campus with a marker at the laboratory. Select the marker for its name; drag the map or use the + and − buttons to look around.
            </Translate>
          </figcaption>
        </figure>
        <div className={styles.address}>
          <Heading as="h2">
            <Translate id="directions.address">Address</Translate>
          </Heading>
          <PostalAddress />
          <p>
            <Translate
              id="directions.visits"
              values={{
                contact: (
                  <Link to={pagePath('contact-us')}>
                    <Translate id="directions.visits.contact">write to us first</Translate>
                  </Link>
                ),
              }}>
              {'Visits are by appointment: please {contact} so that someone is there to welcome you.'}
            </Translate>
          </p>
        </div>
      </div>
    </ListPage>
  );
}

import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import SideMenuLayout from '@site/src/components/SideMenuLayout';
import EntryDetail, {entryDetailMediaSizes} from '@site/src/components/EntryDetail';
import ResponsiveImage from '@site/src/components/ResponsiveImage';
import Paragraphs from '@site/src/components/Paragraphs';
import type {Person} from '@site/src/data/people';
import {personExcerpt, personImageSize} from '@site/src/data/personDisplay';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {detailPath, type DetailPageProps} from '@site/src/collections';
import StructuredData from '@site/src/components/StructuredData';
import {organizationReference} from '@site/src/data/structuredData';
import {designationLabel} from '@site/src/components/PersonDesignation';
import RelatedLinks from '@site/src/components/RelatedLinks';
import {profileLinks} from '@site/src/data/profiles';
import type {Person as SchemaPerson} from 'schema-dts';
import styles from './styles.module.css';
import {useSite} from '@site/src/hooks/useSite';

/** The page's Person JSON-LD (schema-dts checks its properties). */
type PersonLd = Exclude<SchemaPerson, string>;

/**
 * The page of one person (`{list page}/{id}`), pre-rendered for every
 * entry of `content/people/` by the collections plugin: portrait, name, designation, the
 * biography in paragraphs, their research profiles, their work (research areas, programmes,
 * articles and posts: the `related` links of `plugins/collections/connections.ts`), a
 * 'Faculty Profile' button (new tab) when the person has a profile link, and Back to the list.
 * Its Person JSON-LD names the profiles (`sameAs`), the laboratory (`affiliation`) and the
 * research areas (`knowsAbout`).
 */
export default function PersonPage({entry: person, listPath, related}: DetailPageProps<Person>): ReactNode {
  const pageUrl = useBaseUrl(detailPath('people', person.id), {absolute: true});
  const imageUrl = useBaseUrl(person.img, {absolute: true});
  const homeUrl = useBaseUrl('/', {absolute: true});
  const site = useSite();
  const profiles = profileLinks(person.profiles);
  const sameAs = [...(person.detailsLink ? [person.detailsLink] : []), ...profiles.map((profile) => profile.url)];
  const knowsAbout = (related?.researchAreas ?? []).map((area) => area.title);
  const structuredData: PersonLd = {
    '@type': 'Person',
    name: person.name,
    ...(person.designation ? {jobTitle: designationLabel(person.designation)} : {}),
    image: imageUrl,
    url: pageUrl,
    description: personExcerpt(person),
    affiliation: organizationReference(homeUrl, site),
    ...(sameAs.length > 0 ? {sameAs} : {}),
    ...(knowsAbout.length > 0 ? {knowsAbout} : {}),
  };
  return (
    <SideMenuLayout title={person.name} description={personExcerpt(person)}>
      <StructuredData data={structuredData} />
      <EntryDetail
        title={person.name}
        subtitle={person.designation && designationLabel(person.designation)}
        mediaLayout="side"
        media={
          <ResponsiveImage
            src={person.img}
            alt={translate({id: 'ourPeople.portraitAlt', message: 'Portrait of {name}'}, {name: person.name})}
            {...personImageSize}
            sizes={entryDetailMediaSizes.side}
            loading="eager"
          />
        }
        actions={
          <>
            {person.detailsLink ? (
              <Link href={person.detailsLink} className="button button--primary">
                <Translate id="person.facultyProfile" description="Button to the person's profile on the university site">
                  Faculty Profile
                </Translate>
                <span className="sr-only">
                  {' '}
                  <Translate id="collections.opensInNewTab">(opens in a new tab)</Translate>
                </span>
              </Link>
            ) : null}
            <Link to={listPath} className="button button--secondary">
              <Translate id="person.back" description="Button from a person's page back to Our People">
                Back to Our People
              </Translate>
            </Link>
          </>
        }>
        <Paragraphs text={person.description} rich={person.body} />
        {profiles.length > 0 ? (
          <ul
            className={styles.profiles}
            aria-label={translate({id: 'person.profiles', message: 'Research profiles', description: "Label of the list of a person's ORCID, Google Scholar and ResearchGate links"})}>
            {profiles.map((profile) => (
              <li key={profile.kind}>
                <Link href={profile.url}>
                  {profile.label}
                  <span className="sr-only">
                    {' '}
                    <Translate id="collections.opensInNewTab">(opens in a new tab)</Translate>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        <RelatedLinks related={related} />
      </EntryDetail>
    </SideMenuLayout>
  );
}

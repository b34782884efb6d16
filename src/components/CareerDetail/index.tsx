import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {usePluginData} from '@docusaurus/useGlobalData';
import SideMenuLayout from '@site/src/components/SideMenuLayout';
import ResponsiveImage from '@site/src/components/ResponsiveImage';
import type {CareerOpportunity} from '@site/src/data/careers';
import {webmailComposeUrl} from '@site/src/utils/webmail';
import {useIntlLocale} from '@site/src/hooks/useIntlLocale';
import StructuredData from '@site/src/components/StructuredData';
import {detailPath} from '@site/src/collections';
import {bangladeshUtcOffsetMs, calendarPluginName, type CalendarGlobalData} from '@site/plugins/calendar/globalData';
import {formatDeadline, formatDuration} from './format';
import {jobPosting} from './structuredData';
import styles from './styles.module.css';

/** Props the collections plugin gives each detail route (`plugins/collections`). */
export type CareerDetailProps = {
  /** The opportunity this page shows. */
  entry: CareerOpportunity;
  /** The careers page this detail page sits under (no base URL): Back returns there. */
  listPath: string;
};

function BackLink({listPath}: {listPath: string}): ReactNode {
  return (
    <Link to={listPath} className="button button--secondary">
      <span aria-hidden="true">← </span>
      <Translate id="careers.back" description="Returns from an opportunity to the careers grid">
        Back
      </Translate>
    </Link>
  );
}

/** The JobPosting of the page, for search engines; its URL is the opportunity's page on the careers list, wherever it is shown. */
function JobPostingData({entry}: {entry: CareerOpportunity}): ReactNode {
  const pageUrl = useBaseUrl(detailPath('careers', entry.id), {absolute: true});
  const homeUrl = useBaseUrl('/', {absolute: true});
  // A yearly deadline is counted from the day the page was built (Bangladesh time).
  const {builtAt} = usePluginData(calendarPluginName) as CalendarGlobalData;
  const today = new Date(builtAt + bangladeshUtcOffsetMs).toISOString().slice(0, 10);
  const headings = {
    responsibilities: translate({id: 'careers.responsibilities', message: 'Responsibilities'}),
    eligibility: translate({id: 'careers.eligibility', message: 'Eligibility'}),
    researchAreas: translate({id: 'careers.researchAreas', message: 'Research areas'}),
    applicationProcess: translate({id: 'careers.applicationProcess', message: 'Application process'}),
    requirements: translate({id: 'careers.requirements', message: 'Required documents'}),
  };
  return <StructuredData data={jobPosting(entry, {pageUrl, homeUrl}, headings, today)} />;
}

/**
 * One career opportunity's page at `{careers list}/{id}`: description, position, location, duration, deadline and a contact link that opens
 * a web-mail message to the outreach and student coordinator with the subject
 * '{title} Inquiry'; then responsibilities, eligibility, research areas (studentship) and the
 * application process with its documents. Back returns to the grid it was opened from. The
 * page carries the opportunity's JobPosting (JSON-LD).
 */
export default function CareerDetail({entry, listPath}: CareerDetailProps): ReactNode {
  const locale = useIntlLocale();
  const subject = translate({id: 'careers.contact.subject', message: '{title} Inquiry'}, {title: entry.title});
  return (
    <SideMenuLayout
      title={translate({id: 'careers.detail.title', message: '{title} | Careers'}, {title: entry.title})}
      description={entry.announcement}>
      <JobPostingData entry={entry} />
      <BackLink listPath={listPath} />
      <article className={styles.article}>
        <header className={styles.header}>
          <div className={styles.titleRow}>
            <ResponsiveImage src={entry.icon} alt="" width={80} height={80} sizes="80px" loading="eager" className={styles.icon} />
            <Heading as="h1" className={styles.title}>
              {entry.title}
            </Heading>
          </div>
          <p className={styles.announcement}>{entry.announcement}</p>
        </header>

        <dl className={styles.facts}>
          <div>
            <dt>
              <Translate id="careers.position">Position</Translate>
            </dt>
            <dd>{entry.position}</dd>
          </div>
          <div>
            <dt>
              <Translate id="careers.location">Location</Translate>
            </dt>
            <dd>{entry.details.location}</dd>
          </div>
          <div>
            <dt>
              <Translate id="careers.duration">Duration</Translate>
            </dt>
            <dd>{formatDuration(entry.details.duration, locale)}</dd>
          </div>
          <div>
            <dt>
              <Translate id="careers.deadline">Application deadline</Translate>
            </dt>
            <dd>{formatDeadline(entry.details.applicationDeadline, locale)}</dd>
          </div>
          <div>
            <dt>
              <Translate id="careers.contact">Contact</Translate>
            </dt>
            <dd>
              <Link href={webmailComposeUrl(entry.details.contact, subject)}>
                <Translate id="careers.contact.link" values={{email: entry.details.contact}}>
                  {'Write to {email}'}
                </Translate>
                <span className="sr-only">
                  {' '}
                  <Translate id="careers.contact.newTab">(opens a web-mail message in a new tab)</Translate>
                </span>
              </Link>
            </dd>
          </div>
        </dl>

        <section>
          <Heading as="h2">
            <Translate id="careers.about">About the opportunity</Translate>
          </Heading>
          {entry.description.split(/\n\s*\n/).map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </section>

        <section>
          <Heading as="h2">
            <Translate id="careers.responsibilities">Responsibilities</Translate>
          </Heading>
          <ul>
            {entry.responsibilities.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>

        <section>
          <Heading as="h2">
            <Translate id="careers.eligibility">Eligibility</Translate>
          </Heading>
          <ul>
            {entry.eligibility.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>

        {entry.researchAreas ? (
          <section>
            <Heading as="h2">
              <Translate id="careers.researchAreas">Research areas</Translate>
            </Heading>
            <ul>
              {entry.researchAreas.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        ) : null}

        <section>
          <Heading as="h2">
            <Translate id="careers.applicationProcess">Application process</Translate>
          </Heading>
          <p>{entry.applicationProcess.instructions}</p>
          <Heading as="h3">
            <Translate id="careers.requirements">Required documents</Translate>
          </Heading>
          <ul>
            {entry.applicationProcess.requirements.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      </article>
      <BackLink listPath={listPath} />
    </SideMenuLayout>
  );
}

import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import SideMenuLayout from '@site/src/components/SideMenuLayout';
import ResponsiveImage from '@site/src/components/ResponsiveImage';
import type {CareerOpportunity} from '@site/src/data/careers';
import {webmailComposeUrl} from '@site/src/utils/webmail';
import {useIntlLocale} from '@site/src/hooks/useIntlLocale';
import StructuredData from '@site/src/components/StructuredData';
import {detailPath} from '@site/src/collections';
import {useBuildDay} from '@site/src/hooks/useBuildDay';
import {formatDeadline, formatDuration} from './format';
import {jobPosting} from './structuredData';
import {careerStatus} from './status';
import styles from './styles.module.css';
import {useSite} from '@site/src/hooks/useSite';

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

/** The JobPosting of the page, for search engines, while the call is open (none once it has closed). */
function JobPostingData({entry, today}: {entry: CareerOpportunity; today: string}): ReactNode {
  const pageUrl = useBaseUrl(detailPath('careers', entry.id), {absolute: true});
  const homeUrl = useBaseUrl('/', {absolute: true});
  const site = useSite();
  const headings = {
    responsibilities: translate({id: 'careers.responsibilities', message: 'Responsibilities'}),
    eligibility: translate({id: 'careers.eligibility', message: 'Eligibility'}),
    researchAreas: translate({id: 'careers.researchAreas', message: 'Research areas'}),
    applicationProcess: translate({id: 'careers.applicationProcess', message: 'Application process'}),
    requirements: translate({id: 'careers.requirements', message: 'Required documents'}),
  };
  const posting = jobPosting(entry, {pageUrl, homeUrl, site}, headings, today);
  return posting ? <StructuredData data={posting} /> : null;
}

/**
 * One career opportunity's page at `{careers list}/{id}`: description, position, location, duration, deadline and a contact link that opens
 * a web-mail message to the outreach and student coordinator with the subject
 * '{title} Inquiry'; then responsibilities, eligibility, research areas (studentship) and the
 * application process with its documents. Back returns to the careers grid. While the call is
 * open the page carries its JobPosting (JSON-LD); once its closing day has passed (on the day
 * the site was built) the page says the call has closed and carries none.
 */
export default function CareerDetail({entry, listPath}: CareerDetailProps): ReactNode {
  const locale = useIntlLocale();
  const today = useBuildDay();
  const closed = careerStatus(entry, today) === 'closed';
  const subject = translate({id: 'careers.contact.subject', message: '{title} Inquiry'}, {title: entry.title});
  return (
    <SideMenuLayout title={translate({id: 'careers.detail.title', message: '{title} | Careers'}, {title: entry.title})} description={entry.announcement}>
      <JobPostingData entry={entry} today={today} />
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
          {closed ? (
            <p className={clsx('alert alert--secondary', styles.closed)}>
              <Translate
                id="careers.status.closedOn"
                description="Notice on the page of a call whose closing date has passed"
                values={{date: formatDeadline(entry.details.applicationDeadline, locale)}}>
                {'This call closed on {date}: applications are no longer taken.'}
              </Translate>
            </p>
          ) : null}
        </header>

        <dl className={styles.facts}>
          <div>
            <dt>
              <Translate id="careers.position">Position</Translate>
            </dt>
            <dd>{entry.post}</dd>
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

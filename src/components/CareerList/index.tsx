import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import ListPage from '@site/src/components/ListPage';
// Written by `plugins/collections` (`collectionDataFile`); an import path cannot be composed.
import careerOpportunities from '@generated/borl-collections/default/careers.json';
import type {CareerOpportunity} from '@site/src/data/careers';
import {useSite} from '@site/src/hooks/useSite';
import {detailPath} from '@site/src/collections';
import {useIntlLocale} from '@site/src/hooks/useIntlLocale';
import {useBuildDay} from '@site/src/hooks/useBuildDay';
import {formatDeadline, formatDuration} from '@site/src/components/CareerDetail/format';
import {careerStatus} from '@site/src/components/CareerDetail/status';
import ResponsiveImage from '@site/src/components/ResponsiveImage';
import Grid from '@site/src/components/Grid';
import styles from './styles.module.css';
import {isFirstScreenImage} from '@site/src/utils/firstScreen';

function CareerCard({opportunity, today, eager}: {opportunity: CareerOpportunity; today: string; eager: boolean}): ReactNode {
  const locale = useIntlLocale();
  return (
    <article className={clsx('card', styles.card)}>
      <div className={clsx('card__header', styles.header)}>
        <ResponsiveImage src={opportunity.icon} alt="" width={64} height={64} sizes="64px" loading={eager ? 'eager' : 'lazy'} className={styles.icon} />
        <Heading as="h2" className={styles.title}>
          {opportunity.title}
        </Heading>
      </div>
      <div className="card__body">
        {careerStatus(opportunity, today) === 'closed' ? (
          <p className={styles.status}>
            <span className="badge badge--secondary">
              <Translate id="careers.status.closed" description="Badge on the card of a call whose closing date has passed">
                Closed
              </Translate>
            </span>
          </p>
        ) : null}
        <p>{opportunity.announcement}</p>
        <dl className={styles.facts}>
          <dt>
            <Translate id="careers.duration">Duration</Translate>
          </dt>
          <dd>{formatDuration(opportunity.details.duration, locale)}</dd>
          <dt>
            <Translate id="careers.deadline">Application deadline</Translate>
          </dt>
          <dd>{formatDeadline(opportunity.details.applicationDeadline, locale)}</dd>
        </dl>
      </div>
      <div className="card__footer">
        <Link to={detailPath('careers', opportunity.id)} className="button button--primary button--block">
          <Translate id="careers.details">Details</Translate>
          <span className="sr-only">: {opportunity.title}</span>
        </Link>
      </div>
    </article>
  );
}

/**
 * The careers page: an introduction inviting inquiries to the outreach and student
 * coordinator, then one card per opportunity (3 columns on wide screens) whose Details button
 * opens the opportunity's own page; a call whose closing day has passed (on the day the site
 * was built) is marked closed. Shown on Careers and on Start a Career
 * (`unlistedPages.startCareer` in `src/collections.ts`), which names Careers to search engines as
 * canonical (`pagesShownElsewhere`). Details links always go to the opportunity's one page, under
 * Careers.
 */
export default function CareerList(): ReactNode {
  const site = useSite();
  const today = useBuildDay();
  return (
    <ListPage
      linkId="careers"
      description={translate(
        {
          id: 'careers.page.description',
          message: 'Internships, lab assistantships, studentships and research assistantships at the {name}, and how to apply.',
        },
        {name: site.name},
      )}
      intro={
        <>
          <p className={styles.lead}>
            <Translate id="careers.intro" values={{shortName: site.shortName}}>
              {
                'Whether you are looking for your first season of field work, a few months of laboratory experience or a research degree, there may be a place for you at {shortName}. Our interns, lab assistants, research students and research assistants work side by side with our scientists on the northern Bay of Bengal.'
              }
            </Translate>
          </p>
          <p className={styles.prose}>
            <Translate id="careers.inquiries" values={{email: <Link href={`mailto:${site.outreachEmail}`}>{site.outreachEmail}</Link>}}>
              {'We welcome career inquiries at any time: write to our outreach and student coordinator at {email}. Choose Details on an opportunity to read what it involves and how to apply.'}
            </Translate>
          </p>
        </>
      }>
      {/* Columns follow the width of the content area (the side menu takes part of wide screens). */}
      <Grid columns="1-2-3" fitTo="container" className={styles.grid}>
        {(careerOpportunities as CareerOpportunity[]).map((opportunity, index) => (
          <CareerCard key={opportunity.id} opportunity={opportunity} today={today} eager={isFirstScreenImage(index)} />
        ))}
      </Grid>
    </ListPage>
  );
}

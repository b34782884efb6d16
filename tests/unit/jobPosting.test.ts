/** Whether a career call is open on a given day, and the JobPosting of each career page. Days are fixed, never the clock's. */
import {careerById, careerOpportunities} from '@site/tests/shared/collections';
import {careerOpportunitySchema} from '@site/src/data/schemas/careers';
import {site} from '@site/src/data/site';
import {employmentTypeValues, jobPosting, jobPostingHtml} from '@site/src/components/CareerDetail/structuredData';
import {careerStatus, closingDay} from '@site/src/components/CareerDetail/status';
import type {CareerOpportunity, Deadline} from '@site/src/data/careers';

/** A schema.org object's fields, to read them in a test. */
function fieldsOf(data: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data));
}

const urls = {pageUrl: 'https://borl.ac.bd/who-we-are/work-with-borl/careers/interns', homeUrl: 'https://borl.ac.bd/', site};
const headings = {responsibilities: 'Responsibilities', eligibility: 'Eligibility', researchAreas: 'Research areas', applicationProcess: 'Application process', requirements: 'Required documents'};
const today = '2025-11-25';

/** An opportunity of the shipped data with another deadline. */
function withDeadline(applicationDeadline: Deadline): CareerOpportunity {
  const studentship = careerById('studentship')!;
  return {...studentship, details: {...studentship.details, applicationDeadline}};
}

describe('career status', () => {
  const fixed = withDeadline({kind: 'date', date: '2025-12-30'});

  it('keeps a call with a fixed deadline open up to and including its closing day, closed from the next', () => {
    expect(['2025-09-15', '2025-12-30', '2025-12-31', '2026-11-27'].map((day) => careerStatus(fixed, day))).toEqual(['open', 'open', 'closed', 'closed']);
  });

  it('never closes a call open all year, or one with a yearly deadline, which opens again', () => {
    for (const day of ['2025-12-31', '2026-01-01', '2026-11-27', '2030-06-15']) {
      expect(careerStatus(withDeadline({kind: 'open'}), day)).toBe('open');
      expect(careerStatus(withDeadline({kind: 'yearly', month: 12, day: 31}), day)).toBe('open');
      expect(careerStatus(withDeadline({kind: 'yearly', month: 3, day: 1}), day)).toBe('open');
    }
  });

  it('gives no JobPosting for a closed call, and one for the same call while it is open', () => {
    expect(jobPosting(fixed, urls, headings, '2026-11-27')).toBeUndefined();
    expect(jobPosting(fixed, urls, headings, '2025-12-31')).toBeUndefined();
    expect(jobPosting(fixed, urls, headings, '2025-12-30')).toMatchObject({'@type': 'JobPosting', validThrough: '2025-12-30T23:59:59+06:00'});
  });
});

describe('JobPosting structured data', () => {
  // Each call as on the day it was posted, when it is open.
  it.each(careerOpportunities.map((entry) => [entry.id, entry]))('%s has the fields job results need', (_id, entry) => {
    const data = fieldsOf(jobPosting(entry, urls, headings, entry.datePosted) ?? {});
    expect(data).toMatchObject({
      '@type': 'JobPosting',
      title: entry.post,
      datePosted: entry.datePosted,
      directApply: false,
      url: urls.pageUrl,
      hiringOrganization: {name: site.name, url: urls.homeUrl, sameAs: expect.arrayContaining([site.url]), logo: expect.stringMatching(/^https:\/\/borl\.ac\.bd\/.+\.svg$/)},
      jobLocation: {
        '@type': 'Place',
        address: {'@type': 'PostalAddress', streetAddress: site.address.street, addressLocality: site.address.city, postalCode: site.address.postalCode, addressCountry: 'BD'},
      },
      identifier: {'@type': 'PropertyValue', value: entry.id},
    });
    expect(data.employmentType).toEqual(entry.employment.map((kind) => employmentTypeValues[kind]));
    expect(String(data.description)).toContain('<p>');
    expect(String(data.description)).toContain(`<li>${entry.responsibilities[0]!.replace(/&/g, '&amp;')}</li>`);
  });

  it('closes a fixed deadline on its day, a yearly one at its next occurrence, and an open call never', () => {
    expect(jobPosting(withDeadline({kind: 'date', date: '2025-12-30'}), urls, headings, today)).toMatchObject({validThrough: '2025-12-30T23:59:59+06:00'});
    expect(jobPosting(careerById('lab-assistantship')!, urls, headings, '2026-11-25')).toMatchObject({validThrough: '2026-12-31T23:59:59+06:00'});
    expect(jobPosting(careerById('interns')!, urls, headings, today)).not.toHaveProperty('validThrough');
    expect(closingDay({kind: 'yearly', month: 12, day: 31}, '2027-01-01')).toBe('2027-12-31');
    expect(closingDay({kind: 'yearly', month: 3, day: 1}, '2027-03-01')).toBe('2027-03-01');
  });

  it('rejects a posting date after the deadline, or one that is not a date', () => {
    const studentship = careerById('studentship')!;
    expect(careerOpportunitySchema.safeParse({...studentship, datePosted: '2026-01-10'}).error?.issues.map((issue) => issue.message)).toEqual([
      'datePosted must not be after the application deadline',
    ]);
    expect(careerOpportunitySchema.safeParse({...studentship, datePosted: '2025-02-30'}).success).toBe(false);
  });

  it('writes the posting as escaped HTML, research areas only where there are some', () => {
    const entry = {...careerById('studentship')!, responsibilities: ['Read <b>papers</b> & write']};
    const text = jobPostingHtml(entry, headings);
    expect(text).toContain('<li>Read &lt;b&gt;papers&lt;/b&gt; &amp; write</li>');
    expect(text).toContain('<h3>Research areas</h3>');
    expect(jobPostingHtml(careerById('interns')!, headings)).not.toContain('<h3>Research areas</h3>');
  });
});

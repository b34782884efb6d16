/**
 * The JobPosting (JSON-LD) of each career page: the fields job results require and recommend,
 * the closing date of each kind of deadline, and the employment types.
 */
import {careerById, careerOpportunities} from '@site/src/data/careers';
import {careerOpportunitySchema} from '@site/src/data/schemas/careers';
import {site} from '@site/src/data/site';
import {closingDay, employmentTypeValues, jobPosting, jobPostingHtml} from '@site/src/components/CareerDetail/structuredData';


/** A schema.org object's fields, to read them in a test. */
function fieldsOf(data: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data));
}

const urls = {pageUrl: 'https://borl.ac.bd/who-we-are/work-with-borl/careers/interns', homeUrl: 'https://borl.ac.bd/'};
const headings = {
  responsibilities: 'Responsibilities',
  eligibility: 'Eligibility',
  researchAreas: 'Research areas',
  applicationProcess: 'Application process',
  requirements: 'Required documents',
};
const today = '2026-11-25';

describe('JobPosting structured data', () => {
  it.each(careerOpportunities.map((entry) => [entry.id, entry]))('%s has the fields job results need', (_id, entry) => {
    const data = fieldsOf(jobPosting(entry, urls, headings, today));
    expect(data).toMatchObject({
      '@type': 'JobPosting',
      title: entry.position,
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
    expect(jobPosting(careerById('studentship')!, urls, headings, today)).toMatchObject({validThrough: '2025-12-30T23:59:59+06:00'});
    expect(jobPosting(careerById('lab-assistantship')!, urls, headings, today)).toMatchObject({validThrough: '2026-12-31T23:59:59+06:00'});
    expect(jobPosting(careerById('interns')!, urls, headings, today)).not.toHaveProperty('validThrough');
    expect(closingDay({kind: 'yearly', month: 12, day: 31}, '2027-01-01')).toBe('2027-12-31');
    expect(closingDay({kind: 'yearly', month: 3, day: 1}, '2027-03-01')).toBe('2027-03-01');
  });

  it('rejects a posting date after the deadline, or one that is not a date', () => {
    const studentship = careerById('studentship')!;
    expect(careerOpportunitySchema.safeParse({...studentship, datePosted: '2026-01-10'}).error?.issues.map((issue) => issue.message)).toEqual(['datePosted must not be after the application deadline']);
    expect(careerOpportunitySchema.safeParse({...studentship, datePosted: '2025-02-30'}).success).toBe(false);
  });

  it('maps interns to INTERN and fixed-term posts to FULL_TIME and TEMPORARY', () => {
    expect(jobPosting(careerById('interns')!, urls, headings, today).employmentType).toEqual(['INTERN']);
    expect(jobPosting(careerById('lab-assistantship')!, urls, headings, today).employmentType).toEqual(['FULL_TIME', 'TEMPORARY']);
  });

  it('writes the posting as escaped HTML, research areas only where there are some', () => {
    const entry = {...careerById('studentship')!, responsibilities: ['Read <b>papers</b> & write']};
    const text = jobPostingHtml(entry, headings);
    expect(text).toContain('<li>Read &lt;b&gt;papers&lt;/b&gt; &amp; write</li>');
    expect(text).toContain('<h3>Research areas</h3>');
    expect(jobPostingHtml(careerById('interns')!, headings)).not.toContain('<h3>Research areas</h3>');
  });
});

import {researchStatementMaxWords} from '@site/src/data/careers';
import {careerById, careerOpportunities} from '@site/tests/shared/collections';
import {careerOpportunitySchema} from '@site/src/data/schemas/careers';
import {site} from '@site/src/data/site';
import {formatDeadline, formatDuration} from '@site/src/components/CareerDetail/format';
import {webmailComposeUrl} from '@site/src/utils/webmail';
import {duplicates, schemaProblems, type Collection} from './helpers/review';

const careersFile: Collection = {label: 'career', file: 'src/data/careers.ts'};

describe('career opportunities collection', () => {
  it('matches the schema, with unique ids and a title of its own, since the inquiry subject is "{title} Inquiry"', () => {
    expect(careerOpportunities.length).toBeGreaterThan(0);
    expect(schemaProblems(careersFile, careerOpportunities, careerOpportunitySchema, (entry) => entry.id)).toEqual([]);
    expect(
      duplicates(
        careersFile,
        'id',
        careerOpportunities.map((entry) => entry.id),
      ),
    ).toEqual([]);
    expect(
      duplicates(
        careersFile,
        'title',
        careerOpportunities.map((entry) => entry.title),
      ),
    ).toEqual([]);
  });

  it('gives every duration in months a minimum no larger than its maximum, and every yearly deadline a day of its month', () => {
    const problems = careerOpportunities.flatMap((entry) => {
      const {duration, applicationDeadline: deadline} = entry.details;
      const found: string[] = [];
      if (duration.kind === 'months' && duration.min > duration.max) {
        found.push(`career '${entry.id}' in src/data/careers.ts: duration ${duration.min} to ${duration.max} months runs backwards`);
      }
      if (deadline.kind === 'yearly' && new Date(Date.UTC(2000, deadline.month - 1, deadline.day)).getUTCMonth() !== deadline.month - 1) {
        found.push(`career '${entry.id}' in src/data/careers.ts: month ${deadline.month} has no day ${deadline.day}`);
      }
      return found;
    });
    expect(problems).toEqual([]);
  });

  it("states the limit of the research statement in the studentship's required documents", () => {
    const requirements = careerById('studentship')?.applicationProcess.requirements.join('\n') ?? '';
    expect(requirements).toContain(`research statement of at most ${researchStatementMaxWords.toLocaleString('en-GB')} words`);
  });

  // The detail page shows research areas only when an opportunity has them; the data keeps both cases.
  it('gives research areas to the studentship, and not to every opportunity', () => {
    expect(careerById('studentship')?.researchAreas?.length).toBeGreaterThan(0);
    expect(careerOpportunities.some((entry) => entry.researchAreas === undefined)).toBe(true);
  });

  it('sends every inquiry to the outreach and student coordinator on the laboratory’s domain', () => {
    expect(site.outreachEmail).toMatch(/^[a-z.]+@borl\.ac\.bd$/);
    for (const entry of careerOpportunities) {
      expect(`${entry.id}: ${entry.details.contact}`).toBe(`${entry.id}: ${site.outreachEmail}`);
    }
  });

  it('describes each kind of duration and deadline as a visitor reads them, in the digits of a Bengali page too', () => {
    expect(formatDuration({kind: 'flexible'}, 'en-GB')).toBe('Flexible, all year round');
    expect(formatDuration({kind: 'months', min: 3, max: 6}, 'en-GB')).toBe('3 to 6 months');
    expect(formatDeadline({kind: 'open'}, 'en-GB')).toBe('Open all year');
    expect(formatDeadline({kind: 'yearly', month: 12, day: 31}, 'en-GB')).toBe('31 December, every year');
    expect(formatDeadline({kind: 'yearly', month: 2, day: 29}, 'en-GB')).toBe('29 February, every year');
    expect(formatDeadline({kind: 'date', date: '2025-12-30'}, 'en-GB')).toBe('30 December 2025');
    expect(formatDuration({kind: 'months', min: 3, max: 12}, 'bn-BD')).toBe('৩ to ১২ months');
    expect(formatDeadline({kind: 'date', date: '2025-12-30'}, 'bn-BD')).toBe('৩০ ডিসেম্বর ২০২৫');
  });

  it('describes the duration and deadline of every opportunity', () => {
    const problems = careerOpportunities.flatMap((entry) =>
      [formatDuration(entry.details.duration, 'en-GB'), formatDeadline(entry.details.applicationDeadline, 'en-GB')]
        .filter((text) => text === '' || /undefined|NaN|Invalid/.test(text))
        .map((text) => `career '${entry.id}' in src/data/careers.ts: duration or deadline reads '${text}'`),
    );
    expect(problems).toEqual([]);
  });
});

describe('web-mail contact link', () => {
  it('opens a compose window addressed to the coordinator with the subject "{title} Inquiry"', () => {
    const url = new URL(webmailComposeUrl('outreach@borl.ac.bd', 'Lab Assistantship Inquiry'));
    expect(url.origin + url.pathname).toBe('https://mail.google.com/mail/');
    expect(url.searchParams.get('view')).toBe('cm');
    expect(url.searchParams.get('to')).toBe('outreach@borl.ac.bd');
    expect(url.searchParams.get('su')).toBe('Lab Assistantship Inquiry');
    expect(url.href).toContain('su=Lab%20Assistantship%20Inquiry');
    // Characters that would break the query are encoded.
    expect(webmailComposeUrl('a@b.c', 'R&D #1 Inquiry')).toContain('su=R%26D%20%231%20Inquiry');
  });
});

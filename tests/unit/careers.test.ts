import {existsSync} from 'node:fs';
import path from 'node:path';
import * as z from 'zod';
import {
  careerById,
  careerOpportunities,
  researchStatementMaxWords,
} from '@site/src/data/careers';
import {careerOpportunitySchema} from '@site/src/data/schemas/careers';
import {site} from '@site/src/data/site';
import {formatDeadline, formatDuration} from '@site/src/components/CareerDetail/format';
import {webmailComposeUrl} from '@site/src/utils/webmail';

const root = path.join(__dirname, '../..');

describe('career opportunities collection', () => {
  it.each(careerOpportunities.map((entry) => [entry.id, entry]))('career %s matches the schema', (id, entry) => {
    const result = careerOpportunitySchema.safeParse(entry);
    expect(result.success ? 'valid' : `career '${id}': ${z.prettifyError(result.error)}`).toBe('valid');
  });

  it.each(careerOpportunities.map((entry) => [entry.id, entry.icon]))('career %s: icon file exists', (id, icon) => {
    const file = path.join('static', icon);
    expect(existsSync(path.join(root, file)) ? 'exists' : `career '${id}': icon ${file} does not exist`).toBe('exists');
  });

  it('has no duplicate ids', () => {
    const ids = careerOpportunities.map((entry) => entry.id);
    const duplicates = ids.filter((id, index) => ids.indexOf(id) !== index);
    expect(duplicates.length === 0 ? 'unique' : `duplicate career ids: ${duplicates.join(', ')}`).toBe('unique');
  });

  it('lists the specification’s three opportunities in order', () => {
    expect(careerOpportunities.map((entry) => entry.title)).toEqual([
      'Interns',
      'Lab Assistantship',
      'Studentship and Research Assistantship',
    ]);
  });

  it('has the specification’s durations and deadlines (section 9)', () => {
    expect(careerById('interns')?.details).toMatchObject({duration: {kind: 'flexible'}, applicationDeadline: {kind: 'open'}});
    expect(careerById('lab-assistantship')?.details).toMatchObject({
      duration: {kind: 'months', min: 3, max: 6},
      applicationDeadline: {kind: 'yearly', month: 12, day: 31},
    });
    expect(careerById('studentship')?.details).toMatchObject({
      duration: {kind: 'months', min: 6, max: 48},
      applicationDeadline: {kind: 'date', date: '2025-12-30'},
    });
  });

  it('limits the studentship research statement to 2000 words, in its required documents', () => {
    expect(researchStatementMaxWords).toBe(2000);
    const requirements = careerById('studentship')?.applicationProcess.requirements.join('\n') ?? '';
    expect(requirements).toMatch(/research statement of at most 2,000 words/);
  });

  it('gives research areas to the studentship only', () => {
    const withAreas = careerOpportunities.filter((entry) => entry.researchAreas).map((entry) => entry.id);
    expect(withAreas).toEqual(['studentship']);
  });

  it('sends every inquiry to the outreach and student coordinator on the laboratory’s domain', () => {
    expect(site.outreachEmail).toMatch(/^[a-z.]+@borl\.ac\.bd$/);
    for (const entry of careerOpportunities) {
      expect(`${entry.id}: ${entry.details.contact}`).toBe(`${entry.id}: ${site.outreachEmail}`);
    }
  });

  it('describes each duration and deadline as a visitor reads them', () => {
    const texts = careerOpportunities.map((entry) => [
      formatDuration(entry.details.duration),
      formatDeadline(entry.details.applicationDeadline, 'en'),
    ]);
    expect(texts).toEqual([
      ['Flexible, all year round', 'Open all year'],
      ['3 to 6 months', '31 December, every year'],
      ['6 to 48 months', '30 December 2025'],
    ]);
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
  });

  it('encodes characters that would break the query', () => {
    expect(webmailComposeUrl('a@b.c', 'R&D #1 Inquiry')).toContain('su=R%26D%20%231%20Inquiry');
  });
});

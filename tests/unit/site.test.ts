/**
 * @jest-environment node
 */
import {z} from 'zod';
import {buildYear} from '@site/plugins/site-files/globalData';
import {site} from '@site/src/data/site';
import {siteInLocale} from '@site/src/config/siteInLocale';
import {researchOrganization} from '@site/src/data/structuredData';
import {root} from '@site/tests/shared/files';

/** The identity record's schema: what every page relies on. */
const identitySchema = z.object({
  name: z.literal('Bay of Bengal Ocean Research Laboratory'),
  shortName: z.literal('BORL'),
  slug: z.literal('borl'),
  tagline: z.string().min(40).max(200),
  knowsAbout: z.array(z.string().min(3)).min(3),
  institute: z.object({name: z.string().min(3), shortName: z.string().min(2), url: z.url()}),
  university: z.object({name: z.string().min(3), url: z.url()}),
  address: z.object({street: z.string().min(3), city: z.literal('Chattogram'), postalCode: z.string().regex(/^\d{4}$/), country: z.literal('Bangladesh')}),
  email: z.email(),
  url: z.url().refine((url) => !url.endsWith('/'), 'site url must not end with a slash'),
  // The Chattogram coast, in south-east Bangladesh.
  mapCentre: z.object({lat: z.number().min(21.5).max(23), lng: z.number().min(91.3).max(92.3)}),
  social: z.object({facebook: z.string(), twitter: z.string(), linkedin: z.string(), instagram: z.string()}),
});

describe('identity module', () => {
  it('matches the identity table of the design', () => {
    const result = identitySchema.safeParse(site);
    expect(result.success ? 'valid' : z.prettifyError(result.error)).toBe('valid');
  });

  it('prints the year of the build day in Bangladesh in the copyright lines, never a year written in the code', () => {
    expect(buildYear(Date.parse('2026-11-26T10:00:00Z'))).toBe(2026);
    expect(buildYear(Date.parse('2026-12-31T17:59:00Z'))).toBe(2026);
    expect(buildYear(Date.parse('2026-12-31T18:30:00Z'))).toBe(2027);
    expect(site).not.toHaveProperty('copyrightYear');
  });
});

describe('the laboratory in structured data', () => {
  const homeUrl = 'https://borl.ac.bd/bn/';

  it("names its fields of work (knowsAbout) in the page's language: English on English pages, Bengali on Bengali ones", () => {
    expect(researchOrganization('https://borl.ac.bd/', site).knowsAbout).toEqual(site.knowsAbout);
    const bengali = siteInLocale(root, 'bn', 'en');
    expect(bengali.knowsAbout).toHaveLength(site.knowsAbout.length);
    expect(bengali.knowsAbout.filter((field) => !/^[\u0980-\u09FF ]+$/u.test(field))).toEqual([]);
    expect(researchOrganization(homeUrl, bengali).knowsAbout).toEqual(bengali.knowsAbout);
  });
});

import {isOrcidChecksumValid, profileLinks, profileTypes} from '@site/src/data/profiles';
import {personSchema} from '@site/src/data/schemas/people';
import {people} from '@site/tests/shared/collections';

describe('research profiles', () => {
  it('turn identifiers into links in the table’s order', () => {
    expect(profileLinks({researchGate: 'Farhana-Chowdhury', orcid: '0000-0002-1825-0097'})).toEqual([
      {kind: 'orcid', label: 'ORCID', url: 'https://orcid.org/0000-0002-1825-0097'},
      {kind: 'researchGate', label: 'ResearchGate', url: 'https://www.researchgate.net/profile/Farhana-Chowdhury'},
    ]);
    expect(profileLinks(undefined)).toEqual([]);
  });

  it('check an ORCID iD’s check digit', () => {
    const valid = ['0000-0002-1825-0097', '0000-0001-5109-3700', '0000-0002-1694-233X', '0000-0002-1825-0098'].map(isOrcidChecksumValid);
    expect(valid).toEqual([true, true, true, false]);
  });

  it('are checked by the people schema: identifiers, not URLs; a valid ORCID iD', () => {
    const person = people[0];
    const check = (profiles: unknown) => personSchema.safeParse({...person, profiles});
    expect(check({orcid: profileTypes.orcid.example, googleScholar: profileTypes.googleScholar.example, researchGate: profileTypes.researchGate.example}).success).toBe(true);
    expect(check({orcid: 'https://orcid.org/0000-0002-1825-0097'}).error?.issues[0]?.message).toMatch(/orcid must be an identifier such as/);
    expect(check({orcid: '0000-0002-1825-0098'}).error?.issues[0]?.message).toMatch(/check digit/);
    expect(check({mastodon: 'x'}).success).toBe(false);
  });
});

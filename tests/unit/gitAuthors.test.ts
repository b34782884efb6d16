/**
 * @jest-environment node
 */
import path from 'node:path';
import {changeInfo, parseCommits, peopleVcs} from '@site/plugins/git-authors';
import {peopleInLocale} from '@site/plugins/blog-authors';
import {gitAuthors, personIdForGitEmail} from '@site/src/data/gitAuthors';
import {people} from '@site/src/data/people';

const siteDir = path.join(__dirname, '../..');

/** A mapping as an editor would write it, with two people of the registry. */
const [first, second] = people;
const fixtureAuthors: Record<string, string> = {'editor@lab.example': first!.id, 'reviewer@lab.example': second!.id};

describe('the Git author registry (src/data/gitAuthors.ts)', () => {
  it('maps each listed address, written in lower case, to a person of Our People', () => {
    const ids = new Set(people.map((person) => person.id));
    for (const [email, id] of Object.entries(gitAuthors)) {
      expect(email).toBe(email.trim().toLowerCase());
      expect(email).toMatch(/^[^@\s]+@[^@\s]+$/);
      expect(ids.has(id)).toBe(true);
    }
  });

  it('finds a listed address whatever its case and surrounding spaces, and nothing for others', () => {
    expect(personIdForGitEmail('editor@lab.example', fixtureAuthors)).toBe(first!.id);
    expect(personIdForGitEmail('  Reviewer@LAB.example ', fixtureAuthors)).toBe(second!.id);
    expect(personIdForGitEmail('build@ci.example', fixtureAuthors)).toBeUndefined();
    expect(personIdForGitEmail('', fixtureAuthors)).toBeUndefined();
    expect(personIdForGitEmail('toString', fixtureAuthors)).toBeUndefined();
  });
});

describe('last-update authors from Git', () => {
  it('reads commit times and author e-mails from git log', () => {
    expect(parseCommits('1700000000\tEditor@lab.example\n\n1600000000\tbuild@ci.example\n')).toEqual([
      {timestamp: 1_700_000_000_000, email: 'Editor@lab.example'},
      {timestamp: 1_600_000_000_000, email: 'build@ci.example'},
    ]);
    expect(() => parseCommits('not a commit')).toThrow(/Unexpected git log line/);
  });

  it('names a mapped person in the language of the locale, and no one for an unmapped address', () => {
    const bengaliPeople = peopleInLocale(siteDir, 'bn', 'en');
    const bengaliName = bengaliPeople.find((person) => person.id === first!.id)?.name;
    expect(bengaliName).toBeTruthy();
    expect(bengaliName).not.toBe(first!.name);

    const commit = {timestamp: 1_700_000_000_000, email: 'EDITOR@lab.example'};
    expect(changeInfo(commit, people, fixtureAuthors)).toEqual({timestamp: commit.timestamp, author: first!.name});
    expect(changeInfo(commit, bengaliPeople, fixtureAuthors)).toEqual({timestamp: commit.timestamp, author: bengaliName});
    expect(changeInfo({...commit, email: 'runner@build.example'}, people, fixtureAuthors)).toEqual({timestamp: commit.timestamp, author: ''});
    // An address mapped to an id that is not (or no longer) a person names no one either.
    expect(changeInfo(commit, people, {'editor@lab.example': 'no-such-person'}).author).toBe('');
  });

  it('gives a tracked doc its last commit time and, with the shipped registry, a name only of a listed person', async () => {
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      const vcs = peopleVcs(people);
      const info = await vcs.getFileLastUpdateInfo(path.join(siteDir, 'docusaurus.config.ts'));
      expect(info).not.toBeNull();
      expect(info!.timestamp).toBeGreaterThan(Date.UTC(2020, 0, 1));
      const names = new Set(Object.values(gitAuthors).map((id) => people.find((person) => person.id === id)?.name));
      expect(info!.author === '' || names.has(info!.author)).toBe(true);
      expect(await vcs.getFileLastUpdateInfo(path.join(siteDir, 'docs', `untracked-${Date.now()}.mdx`))).toBeNull();
    } finally {
      process.env.NODE_ENV = previous;
    }
  });
});

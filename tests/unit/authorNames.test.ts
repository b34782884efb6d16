import {aliasIndex, authorKey, authorNameKey, personIdOfAuthor} from '@site/src/data/authorNames';
import {people} from '@site/tests/shared/collections';

describe('authorNameKey', () => {
  it('ignores case, dots, diacritics and spacing, and keeps different initials apart', () => {
    expect(authorNameKey('Chowdhury, F. R.')).toBe(authorNameKey('chowdhury,F R'));
    expect(authorNameKey('Müller,  Anna')).toBe('muller, anna');
    expect(authorNameKey('Chowdhury, F. R.')).not.toBe(authorNameKey('Chowdhury, F. A.'));
  });
});

describe('personIdOfAuthor', () => {
  const index = aliasIndex([
    {id: '1', aliases: ['Chowdhury, Farhana Rahman', 'Chowdhury, F. R.']},
    {id: '2', aliases: ['Talukder, Anisur Rahman']},
    {id: '3'},
  ]);
  it('finds a person by any alias, in the parsed forms of citation-js, and no one for an author outside the laboratory', () => {
    expect(personIdOfAuthor({family: 'Chowdhury', given: 'F. R.'}, index)).toBe('1');
    expect(personIdOfAuthor({family: 'Chowdhury', given: 'Farhana Rahman'}, index)).toBe('1');
    expect(personIdOfAuthor({literal: 'Talukder, Anisur Rahman'}, index)).toBe('2');
    expect(personIdOfAuthor({family: 'Kessler', given: 'Anna'}, index)).toBeUndefined();
    expect(authorKey({family: 'Kessler'})).toBe('kessler');
  });
  it('rejects an alias shared by two people', () => {
    expect(() => aliasIndex([{id: '1', aliases: ['Khan, A.']}, {id: '2', aliases: ['khan, a']}])).toThrow(/people 1 and 2/);
  });
  it('indexes the shipped people without a shared alias', () => {
    expect(aliasIndex(people).size).toBeGreaterThan(0);
  });
});

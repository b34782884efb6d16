import {aliasIndex, authorKey, authorNameKey, personIdOfAuthor, sharedAliases} from '@site/src/data/authorNames';
import {people} from '@site/tests/shared/collections';

describe('authorNameKey', () => {
  it('ignores case, dots, diacritics and spacing, and keeps different initials apart', () => {
    expect(authorNameKey('Chowdhury, F. R.')).toBe(authorNameKey('chowdhury,F R'));
    expect(authorNameKey('Müller,  Anna')).toBe('muller, anna');
    expect(authorNameKey('Chowdhury, F. R.')).not.toBe(authorNameKey('Chowdhury, F. A.'));
  });
});

describe('personIdOfAuthor', () => {
  const index = aliasIndex([{id: '1', aliases: ['Chowdhury, Farhana Rahman', 'Chowdhury, F. R.']}, {id: '2', aliases: ['Talukder, Anisur Rahman']}, {id: '3'}]);
  it('finds a person by any alias, in the parsed forms of citation-js, and no one for an author outside the laboratory', () => {
    expect(personIdOfAuthor({family: 'Chowdhury', given: 'F. R.'}, index)).toBe('1');
    expect(personIdOfAuthor({family: 'Chowdhury', given: 'Farhana Rahman'}, index)).toBe('1');
    expect(personIdOfAuthor({literal: 'Talukder, Anisur Rahman'}, index)).toBe('2');
    expect(personIdOfAuthor({family: 'Kessler', given: 'Anna'}, index)).toBeUndefined();
    expect(authorKey({family: 'Kessler'})).toBe('kessler');
  });
  it('gives an alias two people list (a copied file) to the one whose name holds its family name, else to nobody, and names it', () => {
    const copied = [
      {id: '1', name: 'Dr. Amina Khan', aliases: ['Khan, A.']},
      {id: '2', name: 'Rafiq Islam', aliases: ['khan, a']},
    ];
    expect([aliasIndex(copied).get('khan, a'), aliasIndex([copied[1]!, {...copied[1]!, id: '3'}]).get('khan, a')]).toEqual(['1', undefined]);
    expect(sharedAliases(copied)).toEqual(["the alias 'khan, a' is in content/people/ 1.md and 2.md; it names person 1: keep it in one file"]);
    expect([aliasIndex(people).size > 0, sharedAliases(people)]).toEqual([true, []]);
  });
});

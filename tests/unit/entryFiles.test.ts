import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {checkEntryFiles, missingCopies, readEntryFiles} from '@site/plugins/collections/entryFiles';
import {parseRichText} from '@site/plugins/collections/richText';
import {plainText} from '@site/src/utils/richText';
import {z} from '@site/src/data/zod';

const schema = z.strictObject({id: z.string(), name: z.string(), designation: z.enum(['Professor', 'Lecturer']), description: z.string()});
const folder = {folder: 'people', bodyField: 'description'};

describe('collection entries as Markdown files', () => {
  let site = '';
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(site, file)), {recursive: true});
    writeFileSync(path.join(site, file), text);
  };
  beforeEach(() => {
    site = mkdtempSync(path.join(tmpdir(), 'entry-files-'));
    write('content/people/7.md', '---\nname: Ayesha Rahman\ndesignation: Lecturer\nposition: 2\n---\nFirst paragraph.\n\nSecond *paragraph*.\n');
    write('content/people/12.md', '---\nname: Kamal Hossain\ndesignation: Professor\nposition: 1\n---\nBiography.\n');
    write('i18n/bn/borl-collections/people/7.md', '---\nname: আয়েশা রহমান\n---\n');
  });
  afterEach(() => rmSync(site, {recursive: true, force: true}));

  it('reads one entry per file, named by its file, in position order; a locale copy replaces only what it has', () => {
    const english = checkEntryFiles(readEntryFiles(site, folder, 'en', 'en'), schema);
    expect(english.map((entry) => entry.id)).toEqual(['12', '7']);
    expect(english[1]).toEqual({id: '7', name: 'Ayesha Rahman', designation: 'Lecturer', description: 'First paragraph.\n\nSecond *paragraph*.'});
    const bengali = checkEntryFiles(readEntryFiles(site, folder, 'bn', 'en'), schema);
    expect(bengali[1]).toEqual({...english[1], name: 'আয়েশা রহমান'});
    const rich = parseRichText('A [cruise](/c/1) and *more*.\n\nTwo `x` \\*; 1. no list');
    expect([rich, plainText(rich)]).toEqual([[['A ', {link: '/c/1', children: ['cruise']}, ' and ', {em: ['more']}, '.'], ['Two ', {code: 'x'}, ' *; 1. no list']], 'A cruise and more.\n\nTwo x *; 1. no list']);
  });

  it('stops with the file, the field, what was found and what is expected', () => {
    write('content/people/32.md', '---\nname: Rafiq Islam\ndesignation: Profesor\nroom: 4\n---\nText.\n');
    expect(() => checkEntryFiles(readEntryFiles(site, folder, 'en', 'en'), schema)).toThrow("content/people/32.md: designation 'Profesor' is not one of 'Professor', 'Lecturer'\n- content/people/32.md: 'room' is not a field of this collection");
    write('i18n/bn/borl-collections/people/33.md', '---\nname: x\n---\n');
    expect(() => readEntryFiles(site, folder, 'bn', 'en')).toThrow('33.md has no English file in content/people/');
  });

  it('writes a locale the copies it lacks: the texts a translation carries, still in English, and the body', () => {
    expect(missingCopies(site, 'bn')).toEqual([{file: 'i18n/bn/borl-collections/people/12.md', text: '---\n# The bn copy of content/people/12.md: translate the texts; a field left out stays English.\nname: Kamal Hossain\n---\n\nBiography.\n'}]);
  });
});

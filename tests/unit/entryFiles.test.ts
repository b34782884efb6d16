import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {checkEntryFiles, fileSchemas, imageFields, missingCopies, readEntryFiles} from '@site/plugins/collections/entryFiles';
import {parseRichText} from '@site/plugins/collections/richText';
import {plainText} from '@site/src/utils/richText';
import {z} from '@site/src/data/zod';
import {ContentError, contentProblemsPlugin, reportContentProblems, stopOrReport} from '@site/plugins/collections/problems';

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
    write('content/people/7.bn.md', '---\nname: আয়েশা রহমান\n---\n');
  });
  afterEach(() => rmSync(site, {recursive: true, force: true}));

  it('reads one entry per file, named by its file, in position order; a locale copy replaces only what it has', () => {
    const english = checkEntryFiles(readEntryFiles(site, folder, 'en', 'en'), schema);
    expect(english.map((entry) => entry.id)).toEqual(['12', '7']);
    expect(english[1]).toEqual({id: '7', name: 'Ayesha Rahman', designation: 'Lecturer', description: 'First paragraph.\n\nSecond *paragraph*.'});
    const bengali = checkEntryFiles(readEntryFiles(site, folder, 'bn', 'en'), schema);
    expect(bengali[1]).toEqual({...english[1], name: 'আয়েশা রহমান'});
    const rich = parseRichText('A [cruise](/c/1) and *more*.\n\nTwo `x` \\*; 1. no list');
    expect([rich, plainText(rich)]).toEqual([
      [
        ['A ', {link: '/c/1', children: ['cruise']}, ' and ', {em: ['more']}, '.'],
        ['Two ', {code: 'x'}, ' *; 1. no list'],
      ],
      'A cruise and more.\n\nTwo x *; 1. no list',
    ]);
  });

  it('stops with the file, the field, what was found and what is expected', () => {
    write('content/people/32.md', '---\nname: Rafiq Islam\ndesignation: Profesor\nroom: 4\n---\nText.\n');
    expect(() => checkEntryFiles(readEntryFiles(site, folder, 'en', 'en'), schema)).toThrow(
      "content/people/32.md: designation 'Profesor' is not one of 'Professor', 'Lecturer'\ncontent/people/32.md: 'room' is not a field of this collection",
    );
    write('content/people/33.bn.md', '---\nname: x\n---\n');
    expect(() => readEntryFiles(site, folder, 'bn', 'en')).toThrow(
      'content/people/33.bn.md: there is no English file content/people/33.md of which this is the copy, so the site ignores it (rename the copy to the path of its English file, or remove it)',
    );
    rmSync(path.join(site, 'content/people/33.bn.md'));
    // A copy in a language the site does not have would be read by no page.
    write('content/people/7.fr.md', '---\nname: x\n---\n');
    expect(() => readEntryFiles(site, folder, 'en', 'en')).toThrow("content/people/7.fr.md: 'fr' is not a locale of the site (en, bn), so no page reads this copy");
  });

  it('stops at an image field naming no file under static/, with the file that names it, the field and the file expected', () => {
    const withImages = schema.extend({
      img: z.string().regex(/^\/img\/people\/[\w-]+\.(svg|webp)$/),
      cards: z.array(z.strictObject({title: z.string(), img: z.string().regex(/^\/img\/people\/[\w-]+\.svg$/)})).optional(),
    });
    expect(imageFields(withImages)).toEqual([['img'], ['cards', '*', 'img']]);
    write('static/img/people/7.webp', 'RIFF');
    write('static/img/people/card.svg', '<svg/>');
    write(
      'content/people/7.md',
      '---\nname: Ayesha Rahman\ndesignation: Lecturer\nimg: /img/people/7.webp\ncards: [{title: A, img: /img/people/card.svg}, {title: B, img: /img/people/gone.svg}]\n---\nText.\n',
    );
    write('content/people/12.md', '---\nname: Kamal Hossain\ndesignation: Professor\nimg: /img/people/12.webp\n---\nText.\n');
    const check = (locale: string) => () => checkEntryFiles(readEntryFiles(site, folder, locale, 'en'), withImages, {siteDir: site});
    expect(check('en')).toThrow(
      [
        'content/people/12.md: img: /img/people/12.webp does not exist (expected a file at static/img/people/12.webp)',
        'content/people/7.md: cards.1.img: /img/people/gone.svg does not exist (expected a file at static/img/people/gone.svg)',
      ].join('\n'),
    );
    // A copy that sets the field is the file to fix; the others stay the English file's.
    write('static/img/people/12.webp', 'RIFF');
    write('content/people/7.md', '---\nname: Ayesha Rahman\ndesignation: Lecturer\nimg: /img/people/7.webp\n---\nText.\n');
    write('content/people/7.bn.md', '---\nname: আয়েশা রহমান\nimg: /img/people/7-bn.webp\n---\n');
    expect(check('en')).not.toThrow();
    expect(check('bn')).toThrow(/^content\/people\/7\.bn\.md: img: \/img\/people\/7-bn\.webp does not exist \(expected a file at static\/img\/people\/7-bn\.webp\)$/);
  });

  it('finds the image fields of every collection in its schema, at any depth', () => {
    expect(imageFields(fileSchemas.people)).toEqual([['img']]);
    expect(imageFields(fileSchemas.careers)).toEqual([['icon']]);
    expect(imageFields(fileSchemas.gallery)).toEqual([['original'], ['thumbnail']]);
    expect(imageFields(fileSchemas.undergraduate)).toEqual([['img'], ['cards', '*', 'img']]);
    expect(imageFields(fileSchemas.cruises)).toEqual([]);
  });

  it('writes a locale the copies it lacks: the texts a translation carries, still in English, and the body', () => {
    expect(missingCopies(site, 'bn')).toEqual([
      {
        file: 'content/people/12.bn.md',
        text: '---\n# The bn copy of content/people/12.md: translate the texts; a field left out stays English.\nname: Kamal Hossain\n---\n\nBiography.\n',
      },
    ]);
  });
});

describe('an editor’s mistakes under npm start', () => {
  /** A compiler as the development server's bundler hands it to a plugin: its one hook, and its error class. */
  function compile(): string[] {
    let onCompilation: ((compilation: {errors: Error[]}) => void) | undefined;
    contentProblemsPlugin().apply({webpack: {WebpackError: Error}, hooks: {thisCompilation: {tap: (_name, callback) => (onCompilation = callback)}}});
    const compilation = {errors: [] as Error[]};
    onCompilation?.(compilation);
    return compilation.errors.map((error) => error.message);
  }
  const environment = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = environment;
    reportContentProblems('test/en', []);
  });

  it('are shown over the page until mended, and the site goes on; a build stops on them', () => {
    process.env.NODE_ENV = 'development';
    const problem = "content/people/5.md: group 'professor' is not one of 'researcher', 'student'";
    expect(() => stopOrReport('test/en', [problem])).not.toThrow();
    expect(compile()).toEqual([`Content: ${problem}`]);
    stopOrReport('test/en', []);
    expect(compile()).toEqual([]);
    process.env.NODE_ENV = 'production';
    expect(() => stopOrReport('test/en', [problem])).toThrow(ContentError);
  });
});

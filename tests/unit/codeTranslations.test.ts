import {readFileSync} from 'node:fs';
import {literalIds, literalIdsOfSources, splitCodeTranslations, staysGlobal} from '@site/plugins/code-translations/split';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const registerLoader = require('@site/plugins/code-translations/registerLoader.cjs') as (this: unknown, source: string) => string;

describe('literalIds', () => {
  it('finds the ids of translate() descriptors, <Translate> elements and descriptor lists', () => {
    const source = [
      `translate({id: 'membership.summary.title', message: 'There is a problem'});`,
      `<Translate id="home.hero.kicker">Bay of Bengal</Translate>`,
      `<Translate id={'news.heading'}>News</Translate>`,
      `const labels = {name: {id: "membership.field.name", message: 'Full name'}};`,
      `translate({message: 'Back', id : 'errors.back'});`,
    ].join('\n');
    expect(literalIds(source).sort()).toEqual(['errors.back', 'home.hero.kicker', 'membership.field.name', 'membership.summary.title', 'news.heading']);
  });

  it('leaves out ids made at run time, and names each id once', () => {
    const source = "translate({id: `membership.${field}`}); translate({id: 'a.b'}); translate({id: 'a.b'}); translate({id: prefix + '.c'});";
    expect(literalIds(source)).toEqual(['a.b']);
  });
});

describe('splitCodeTranslations', () => {
  const translations = {'theme.navbar.back': 'ফিরে যান', 'home.title': 'হোম', 'form.name': 'নাম', 'dynamic.id': 'গতিশীল'};

  it('gives each file the messages of the ids it names, and keeps the rest and the theme in the entry', () => {
    const {global, byFile} = splitCodeTranslations(
      translations,
      new Map([
        ['home.tsx', ['home.title', 'people-researcher', 'theme.navbar.back']],
        ['form.tsx', ['form.name', 'home.title']],
        ['plain.tsx', ['not-a-message']],
      ]),
    );
    expect(global).toEqual({'theme.navbar.back': 'ফিরে যান', 'dynamic.id': 'গতিশীল'});
    expect(Object.fromEntries(byFile)).toEqual({'home.tsx': {'home.title': 'হোম'}, 'form.tsx': {'form.name': 'নাম', 'home.title': 'হোম'}});
  });

  it('loses no message: each is in the entry or with every file that names it', () => {
    const files = new Map([
      ['a.tsx', ['home.title']],
      ['b.tsx', ['form.name']],
    ]);
    const {global, byFile} = splitCodeTranslations(translations, files);
    for (const [id, message] of Object.entries(translations)) {
      const holders = [...byFile].filter(([, messages]) => messages[id] === message).map(([file]) => file);
      expect([id, id in global || holders.length > 0]).toEqual([id, true]);
      for (const [file, ids] of files) {
        if (ids.includes(id) && !(id in global)) {
          expect(holders).toContain(file);
        }
      }
    }
  });

  it('keeps the Docusaurus theme’s ids in the entry', () => {
    expect(staysGlobal('theme.common.skipToMainContent')).toBe(true);
    expect(staysGlobal('membership.summary.title')).toBe(false);
  });
});

describe('the site’s Bengali messages', () => {
  const translations = Object.fromEntries(
    Object.entries(JSON.parse(readFileSync('i18n/bn/code.json', 'utf8')) as Record<string, {message: string}>).map(([id, {message}]) => [id, message]),
  );
  const idsByFile = literalIdsOfSources('src');
  const {global, byFile} = splitCodeTranslations(translations, idsByFile);

  it('reach every module with the messages of every id it names', () => {
    for (const [file, ids] of idsByFile) {
      for (const id of ids.filter((candidate) => candidate in translations)) {
        expect([file, id, global[id] ?? byFile.get(file)?.[id]]).toEqual([file, id, translations[id]]);
      }
    }
  });
});

describe('the loader', () => {
  const options = {register: '/site/src/i18n/registerCodeTranslations.ts', byFile: {'/site/src/a.tsx': {'a.title': 'শিরোনাম'}}};
  const run = (resourcePath: string, source: string) => registerLoader.call({getOptions: () => options, resourcePath}, source);

  it('registers a module’s messages before its own code', () => {
    const output = run('/site/src/a.tsx', 'export const x = 1;');
    expect(output.indexOf('__registerCodeTranslations({"a.title":"শিরোনাম"});')).toBeGreaterThan(0);
    expect(output.indexOf('__registerCodeTranslations(')).toBeLessThan(output.indexOf('export const x = 1;'));
    expect(output).toContain('from "/site/src/i18n/registerCodeTranslations.ts"');
  });

  it('leaves a module without messages unchanged', () => {
    expect(run('/site/src/b.tsx', 'export const y = 2;')).toBe('export const y = 2;');
  });
});

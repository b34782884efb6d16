/** The Bengali translation files: the laboratory's names, no interface string left in English, no variant the glossary rejects. */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {collectionsPluginName} from '@site/src/collections';
import {repoFiles, root} from '@site/tests/shared/files';

const locale = 'bn';
const collectionsDir = path.join(root, 'i18n', locale, collectionsPluginName);

type TranslationFile = Record<string, {message: string; description?: string}>;

const readTranslationFile = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as TranslationFile;

const bengaliLetter = /[\u0980-\u09FF]/;

describe("the laboratory's identity in Bengali", () => {
  const messages = Object.fromEntries(Object.entries(readTranslationFile(path.join(collectionsDir, 'site.json'))).map(([key, {message}]) => [key, message]));

  it("names the laboratory, institute, university, city and country as the translators' Names table does", async () => {
    const {site} = await import('@site/src/data/site');
    // Rows `| English | বাংলা |` of the Names table in i18n/bn/README.md; a row may list several names (`Chattogram, Cox's Bazar`)
    // and add an abbreviation in parentheses, which the identity's texts leave out.
    const glossary = new Map(
      [...readFileSync(path.join(root, 'i18n', locale, 'README.md'), 'utf8').matchAll(/^\| ([^|]+) \| ([^|]+) \|$/gm)].flatMap(([, english = '', bengali = '']) => {
        const plain = (cell: string) => cell.replace(/\s*\([^)]*\)/g, '').split(', ');
        const bengaliNames = plain(bengali);
        return plain(english).map((name, index): [string, string | undefined] => [name, bengaliNames[index]]);
      }),
    );
    const named = {'site.name': site.name, 'site.institute.name': site.institute.name, 'site.university.name': site.university.name, 'site.address.city': site.address.city};
    for (const [key, english] of Object.entries(named)) {
      expect(`${key}: ${messages[key]}`).toBe(`${key}: ${glossary.get(english)}`);
    }
    expect(messages['site.address.country']).toBe('বাংলাদেশ');
  });

  it('spells the short name as the navbar does, and leaves the slug, postal code, e-mails, URLs and coordinates untranslated', () => {
    expect(Object.keys(messages).filter((key) => /slug|postalCode|email|Email|url|mapCentre|social|copyrightYear/.test(key))).toEqual([]);
    const navbar = JSON.parse(readFileSync(path.join(root, 'i18n', locale, 'docusaurus-theme-classic', 'navbar.json'), 'utf8')) as Record<string, {message: string}>;
    expect(messages['site.shortName']).toBe(navbar.title?.message);
    expect(messages['site.shortName']).toMatch(/^[\u0980-\u09FF]+$/u);
  });
});

describe('interface strings in Bengali', () => {
  /** The translation files of the interface: code.json and each plugin's JSON files, less the collection entries. */
  const files = repoFiles(`i18n/${locale}`, /\.json$/)
    .filter((file) => file === `i18n/${locale}/code.json` || file.split('/').length === 4)
    .map((file) => path.join(root, file))
    .filter((file) => !file.startsWith(collectionsDir) || /(list-pages|not-found)\.json$/.test(file));

  it.each(files.map((file) => [path.relative(root, file), file]))('%s has no English message left', (_name, file) => {
    const english = Object.entries(readTranslationFile(file))
      // A message of placeholders and punctuation only (`: {date}`) has nothing to translate.
      .filter(([, {message}]) => !bengaliLetter.test(message) && /[A-Za-z]{2}/.test(message.replace(/\{[^}]+\}/g, '')))
      .map(([key, {message}]) => `${key}: ${message}`);
    expect(english).toEqual([]);
  });
});

/** A Bengali letter or sign, not a digit: a word goes on while one follows. */
const bengaliWordCharacter = '[\\u0980-\\u09E5\\u09F0-\\u09FF\\u200C\\u200D]';
/** What Bengali joins to a noun (case endings, plural words, classifiers, emphasis), up to three in a row: শুশুকের, স্টেশনগুলোতে. */
const nounEndings = '(?:টি|টা|গুলো|গুলি|সমূহ|দের|েরা|রা|ের|এর|র|কে|তে|েতে|ে|য়|এ|ই|ও){0,3}';

/**
 * The pattern of a glossary variant: the variant as a whole word or phrase, with whatever endings
 * Bengali joins to its last word, and never inside a longer word. In a variant, `#` stands for a
 * number and ` … ` for up to four words of the same sentence.
 */
function variantPattern(variant: string): RegExp {
  const parts = variant
    .normalize('NFC')
    .split(' … ')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/#/g, '[০-৯0-9][০-৯0-9,]*'));
  const gap = `${nounEndings}(?:\\s+[^\\s।.;!?]+){0,4}\\s+`;
  return new RegExp(`(?<!${bengaliWordCharacter})${parts.join(gap)}${nounEndings}(?!${bengaliWordCharacter})`, 'u');
}

/** A line as a reader sees it: Markdown links and emphasis reduced to their text. */
function readableLine(line: string): string {
  return line
    .normalize('NFC')
    .replace(/\]\([^)]*\)/g, '')
    .replace(/[[*]/g, '');
}

describe('science terms in Bengali', () => {
  type Term = {en: string; bn: string; note?: string; rejected: string[]};
  const glossaryFile = path.join(root, 'i18n', locale, 'glossary.json');
  const {terms} = JSON.parse(readFileSync(glossaryFile, 'utf8')) as {terms: Term[]};
  const rules = terms.flatMap((term) => term.rejected.map((variant) => ({variant, pattern: variantPattern(variant), term})));
  /** Every Bengali text file but the glossary, which names the rejected variants: under `i18n/`, and the entries' copies beside their English files. */
  const files = [...repoFiles(`i18n/${locale}`, /\.(mdx?|json|ya?ml)$/), ...repoFiles('content', new RegExp(`\\.${locale}\\.md$`))]
    .map((file) => path.join(root, file))
    .filter((file) => file !== glossaryFile);

  it('finds a variant with its endings, in a phrase across a link, and never inside a longer word', () => {
    const matches = (variant: string, line: string) => variantPattern(variant).test(readableLine(line));
    expect(matches('পাখনাহীন শুশুক', 'পাওয়া যায় পাখনাহীন শুশুকের দল')).toBe(true);
    expect(matches('#টি সূচক', 'পানির ১৭টি সূচকগুলোর')).toBe(true);
    expect(matches('ডেটা ডেটা', 'আমাদের ডেটা [ডেটা ভান্ডারের](/what-we-do/understand/data-and-repo)')).toBe(true);
    expect(matches('সুন্দরবন … সমুদ্রযাত্রা', 'সুন্দরবনে আমাদের গবেষণা সমুদ্রযাত্রায় (ক্রুজ)')).toBe(true);
    expect(matches('সুন্দরবন … সমুদ্রযাত্রা', 'সুন্দরবন থেকে ফিরে। পরের সমুদ্রযাত্রায়')).toBe(false);
    expect(matches('সূচক', 'সূচকীয় বৃদ্ধি')).toBe(false);
    expect(matches('পানির মান', 'পানির মানদণ্ড')).toBe(false);
    expect(matches('জলস্তম্ভ', 'পানিস্তম্ভ')).toBe(false);
  });

  it('leaves the right forms alone where a rejected variant is close to them', () => {
    const matches = (variant: string, line: string) => variantPattern(variant).test(readableLine(line));
    // কয়েক দশক is "a few decades"; only tens of metres or kilometres are কয়েক ডজন.
    expect(matches('কয়েক দশ কিলোমিটার', 'উপকূল থেকে কয়েক দশ কিলোমিটার দূর')).toBe(true);
    expect(matches('কয়েক দশ থেকে', 'কয়েক দশ থেকে কয়েক শ কিলোমিটার')).toBe(true);
    for (const variant of ['কয়েক দশ মিটার', 'কয়েক দশ কিলোমিটার', 'কয়েক দশ থেকে']) {
      expect(matches(variant, 'পরের কয়েক দশকে, ১৯৪৭ সালের দেশভাগ')).toBe(false);
      expect(matches(variant, 'কয়েক দশক থেকে চলে আসা')).toBe(false);
      expect(matches(variant, 'কয়েক ডজন থেকে কয়েক শ কিলোমিটার')).toBe(false);
    }
    expect(matches('প্রবাল সম্প্রদায়', 'প্রবাল সম্প্রদায়কে প্রায়ই')).toBe(true);
    expect(matches('প্রবাল সম্প্রদায়', 'প্রবাল জীবসম্প্রদায়কে প্রায়ই')).toBe(false);
    expect(matches('ডুবো জলযান', 'দূরনিয়ন্ত্রিত জলযান (আরওভি) ও ডুবোযান')).toBe(false);
    expect(matches('কানের হাড়', 'কানের হাড়ের রসায়ন')).toBe(true);
    expect(matches('কানের হাড়', 'অটোলিথের (কানের পাথর) রসায়ন')).toBe(false);
    expect(matches('প্রধান, ভৌত সমুদ্রবিজ্ঞান', 'reviewer: ভৌত সমুদ্রবিজ্ঞান শাখার প্রধান')).toBe(false);
    expect(matches('পুরুতম পলিস্তর', 'বিশ্বের সবচেয়ে পুরু পলিস্তরগুলোর একটি')).toBe(false);
    expect(matches('জৈবিক বৈশিষ্ট্যের ওপর মৌসুমি', 'ভৌত, রাসায়নিক ও জৈবিক নির্দেশকের ওপর মৌসুমি বায়ুর প্রভাব')).toBe(false);
  });

  it('gives each term a Bengali term and variants that are not the term itself', () => {
    expect(terms.length).toBeGreaterThan(0);
    const clashes = rules.filter(({pattern, term}) => pattern.test(term.bn.normalize('NFC'))).map(({variant, term}) => `${term.en}: ${variant}`);
    expect(clashes).toEqual([]);
  });

  it('no Bengali file uses a variant the glossary rejects', () => {
    expect(files.length).toBeGreaterThan(50);
    const problems = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          rules.filter(({pattern}) => pattern.test(readableLine(line))).map(({variant, term}) => `${path.relative(root, file)}:${index + 1}: “${variant}” → ${term.bn} (${term.en})`),
        ),
    );
    expect(problems).toEqual([]);
  });
});

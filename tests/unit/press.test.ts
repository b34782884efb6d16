import {z} from 'zod';
import {pressImageSize, pressTitleLang, pressTitleTranslation} from '@site/src/data/press';
import {pressItems} from '@site/tests/shared/collections';
import {copyFile, readCollection} from '@site/plugins/collections/entryFiles';
import {root} from '@site/tests/shared/files';
import {pressItemSchema} from '@site/src/data/schemas/press';
import {duplicates, schemaProblems, wrongSvgSize, type Collection} from './helpers/review';

const pressFile: Collection = {label: 'press item', file: 'content/press/'};

describe('press items (content/press/)', () => {
  // Two stories of one outlet share its home page as source, so outlets and sources may repeat.
  it('holds valid items, newest first, with distinct ids, titles and pictures, each a 600 x 400 picture', () => {
    expect(pressItems.length).toBeGreaterThan(0);
    expect(schemaProblems(pressFile, pressItems, pressItemSchema, (item) => item.id)).toEqual([]);
    for (const field of ['id', 'title', 'img'] as const) {
      expect(
        duplicates(
          pressFile,
          field,
          pressItems.map((item) => item[field]),
        ),
      ).toEqual([]);
    }
    expect(
      wrongSvgSize(
        pressItems.map((item) => item.img),
        pressImageSize,
      ),
    ).toEqual([]);
    const dates = pressItems.map((item) => item.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('rejects an item with one paragraph and a plain http source, saying why', () => {
    const [first] = pressItems;
    const result = pressItemSchema.safeParse({...first, source: 'http://example.com/', description: 'Too short.'});
    expect(result.success).toBe(false);
    const message = result.success ? '' : z.prettifyError(result.error);
    expect(message).toContain('source must be an https:// URL');
    expect(message).toContain('the summary needs two or three paragraphs');
  });

  it('marks a headline English unless the item names its language, and refuses a malformed one', () => {
    const [first] = pressItems;
    expect(pressTitleLang({})).toBe('en');
    expect(pressTitleLang({titleLang: 'bn'})).toBe('bn');
    expect(pressItemSchema.safeParse({...first, titleLang: 'bn-BD'}).success).toBe(true);
    const result = pressItemSchema.safeParse({...first, titleLang: 'Bengali'});
    expect(result.success ? '' : z.prettifyError(result.error)).toContain('titleLang must be a language tag such as bn or en');
  });

  it("gives an English headline a line in the page's language under it, and a headline already in that language none", () => {
    const english = {titleTranslation: 'ইংরেজি শিরোনামের বাংলা'};
    expect(pressTitleTranslation(english, 'bn-BD')).toBe('ইংরেজি শিরোনামের বাংলা');
    expect(pressTitleTranslation(english, 'bn')).toBe('ইংরেজি শিরোনামের বাংলা');
    expect(pressTitleTranslation({}, 'bn-BD')).toBeUndefined();
    expect(pressTitleTranslation({...english, titleLang: 'bn'}, 'bn-BD')).toBeUndefined();
    expect(pressTitleTranslation({titleLang: 'bn', titleTranslation: 'Bengali headline in English'}, 'en-GB')).toBe('Bengali headline in English');
  });

  it('has, in every Bengali copy of an English headline, the headline in Bengali, and none in the English files', () => {
    expect(pressItems.filter((item) => pressTitleLang(item) === 'en' && item.titleTranslation !== undefined).map((item) => item.id)).toEqual([]);
    const bengali = readCollection('press', {siteDir: root, locale: 'bn', defaultLocale: 'en'});
    expect(bengali).toHaveLength(pressItems.length);
    const missing = bengali
      .filter((item) => pressTitleLang(item) !== 'bn' && !/^[\u0980-\u09FF][\u0980-\u09FF\s,:’-]+$/u.test(pressTitleTranslation(item, 'bn') ?? ''))
      .map((item) => `${copyFile('bn', 'press', item.id)}: titleTranslation ${item.titleTranslation ?? 'missing'}`);
    expect(missing).toEqual([]);
  });
});

import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {z} from 'zod';
import {pressImageSize, pressItems, pressListCollapsedCount, pressTitleLang} from '@site/src/data/press';
import {pressItemSchema} from '@site/src/data/schemas/press';

const root = path.join(__dirname, '../..');

/** The width and height attributes of an SVG file's root element. */
function svgSize(file: string): {width: number; height: number} | undefined {
  const match = /<svg[^>]*\bwidth="(\d+)"[^>]*\bheight="(\d+)"/.exec(readFileSync(file, 'utf8'));
  return match ? {width: Number(match[1]), height: Number(match[2])} : undefined;
}

describe('press items (src/data/press.ts)', () => {
  it('holds items', () => {
    expect(pressItems.length).toBeGreaterThan(0);
  });

  it('shows 9 items on the list page before See More', () => {
    expect(pressListCollapsedCount).toBe(9);
  });

  it.each(pressItems.map((item) => [item.id, item]))('item %s follows the schema', (id, item) => {
    const result = pressItemSchema.safeParse(item);
    expect(result.success ? 'valid' : `press item '${id}' in src/data/press.ts: ${z.prettifyError(result.error)}`).toBe('valid');
  });

  it.each(pressItems.map((item) => [item.id, item]))('item %s has a 600 x 400 picture that exists', (id, item) => {
    const file = path.join(root, 'static', item.img);
    expect(existsSync(file) ? 'exists' : `press item '${id}' in src/data/press.ts: img file ${path.relative(root, file)} does not exist`).toBe('exists');
    if (item.img.endsWith('.svg')) {
      expect(svgSize(file)).toEqual(pressImageSize);
    }
  });

  // Two stories of one outlet share its home page as source, so outlets and sources may repeat.
  it('has no duplicates: ids, titles and pictures are all distinct', () => {
    for (const field of ['id', 'title', 'img'] as const) {
      const values = pressItems.map((item) => item[field]);
      const repeated = values.filter((value, index) => values.indexOf(value) !== index);
      expect(repeated.length === 0 ? 'distinct' : `src/data/press.ts: items repeat the ${field}: ${repeated.join(', ')}`).toBe('distinct');
    }
  });

  it('lists the newest story first', () => {
    const dates = pressItems.map((item) => item.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('rejects an item with one paragraph and a plain http source, saying why', () => {
    const [first] = pressItems;
    const result = pressItemSchema.safeParse({...first, source: 'http://example.com/', description: ['Too short.']});
    expect(result.success).toBe(false);
    const message = result.success ? '' : z.prettifyError(result.error);
    expect(message).toContain('source must be an https:// URL');
    expect(message).toContain('description needs two or three paragraphs');
  });

  it('marks a headline English unless the item names its language, and refuses a malformed one', () => {
    const [first] = pressItems;
    expect(pressTitleLang({})).toBe('en');
    expect(pressTitleLang({titleLang: 'bn'})).toBe('bn');
    expect(pressItemSchema.safeParse({...first, titleLang: 'bn-BD'}).success).toBe(true);
    const result = pressItemSchema.safeParse({...first, titleLang: 'Bengali'});
    expect(result.success ? '' : z.prettifyError(result.error)).toContain('titleLang must be a language tag such as bn or en');
  });
});

import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {z} from 'zod';
import {carouselTarget, homeCarousel, type CarouselKind} from '@site/src/data/homeCarousel';
import {carouselCardSchema} from '@site/src/data/schemas/homeCarousel';
import {navigation} from '@site/src/navigation';

const root = path.join(__dirname, '../..');

function svgSize(file: string): {width: number; height: number} | undefined {
  const match = /<svg[^>]*\bwidth="(\d+)"[^>]*\bheight="(\d+)"/.exec(readFileSync(file, 'utf8'));
  return match ? {width: Number(match[1]), height: Number(match[2])} : undefined;
}

describe('home carousel (src/data/homeCarousel.ts)', () => {
  it('holds cards with distinct ids, pictures and captions', () => {
    expect(homeCarousel.length).toBeGreaterThan(0);
    for (const field of ['id', 'img', 'caption'] as const) {
      const values = homeCarousel.map((card) => card[field]);
      const repeated = values.filter((value, index) => values.indexOf(value) !== index);
      expect(repeated.length === 0 ? 'distinct' : `src/data/homeCarousel.ts: cards repeat the ${field}: ${repeated.join(', ')}`).toBe('distinct');
    }
  });

  it.each(homeCarousel.map((card) => [card.id, card]))('card %s follows the schema', (id, card) => {
    const result = carouselCardSchema.safeParse(card);
    expect(result.success ? 'valid' : `carousel card '${id}' in src/data/homeCarousel.ts: ${z.prettifyError(result.error)}`).toBe('valid');
  });

  it.each(homeCarousel.map((card) => [card.id, card]))('card %s has a picture of the stated size', (id, card) => {
    const file = path.join(root, 'static', card.img);
    expect(existsSync(file) ? 'exists' : `carousel card '${id}' in src/data/homeCarousel.ts: img file ${path.relative(root, file)} does not exist`).toBe('exists');
    if (card.img.endsWith('.svg')) {
      expect(svgSize(file)).toEqual({width: card.width, height: card.height});
    }
  });

  it('leads to the four research pages of the menu, titled as their menu links', () => {
    const kinds: CarouselKind[] = ['publications', 'multimedia', 'news-releases', 'in-the-news'];
    const targets = kinds.map((kind) => carouselTarget(navigation, kind));
    expect(targets.map((link) => link?.path)).toEqual([
      '/know-bay-of-bengal/dive-into-our-research/publications',
      '/know-bay-of-bengal/dive-into-our-research/multimedia',
      '/know-bay-of-bengal/dive-into-our-research/news-releases',
      '/know-bay-of-bengal/dive-into-our-research/borl-in-the-news',
    ]);
    expect(targets.map((link) => link?.label)).toEqual(['Publications', 'Multimedia', 'News Releases', 'BORL in the News']);
  });

  it('offers every destination', () => {
    const kinds: CarouselKind[] = ['publications', 'multimedia', 'news-releases', 'in-the-news'];
    expect(kinds.filter((kind) => !homeCarousel.some((card) => card.kind === kind)).map((kind) => `src/data/homeCarousel.ts: no card leads to ${kind}`)).toEqual([]);
  });

  // The carousel shows up to three cards at once; each screenful should offer different destinations.
  it('mixes the kinds: any three neighbouring cards lead to three different pages', () => {
    const problems = homeCarousel.slice(0, -2).flatMap((card, index) => {
      const window = homeCarousel.slice(index, index + 3);
      return new Set(window.map((entry) => entry.kind)).size === window.length
        ? []
        : [`src/data/homeCarousel.ts: cards ${window.map((entry) => `'${entry.id}'`).join(', ')} repeat a kind (${window.map((entry) => entry.kind).join(', ')}); move one of them`];
    });
    expect(problems).toEqual([]);
  });
});

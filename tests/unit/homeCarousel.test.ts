import {existsSync} from 'node:fs';
import {carouselKindLinkIds, carouselTarget, type CarouselKind} from '@site/src/data/homeCarousel';
import {homeCarousel} from '@site/tests/shared/collections';
import {carouselCardSchema} from '@site/src/data/schemas/homeCarousel';
import {navigation} from '@site/src/navigation';
import {duplicates, schemaProblems, staticFile, svgSize, type Collection} from './helpers/review';

const carouselFile: Collection = {label: 'carousel card', file: 'content/home-carousel/'};

describe('home carousel (content/home-carousel/)', () => {
  it('holds valid cards with distinct ids, pictures and captions, each picture of the stated size', () => {
    expect(homeCarousel.length).toBeGreaterThan(0);
    expect(schemaProblems(carouselFile, homeCarousel, carouselCardSchema, (card) => card.id)).toEqual([]);
    for (const field of ['id', 'img', 'caption'] as const) {
      expect(
        duplicates(
          carouselFile,
          field,
          homeCarousel.map((card) => card[field]),
        ),
      ).toEqual([]);
    }
    const wrongSize = homeCarousel
      .filter((card) => card.img.endsWith('.svg') && existsSync(staticFile(card.img)))
      .filter((card) => {
        const size = svgSize(staticFile(card.img));
        return size?.width !== card.width || size.height !== card.height;
      })
      .map((card) => `carousel card '${card.id}' in content/home-carousel/: ${card.img} is not ${card.width}x${card.height}`);
    expect(wrongSize).toEqual([]);
  });

  it('finds the research page of the menu each kind leads to, and has a card of each kind', () => {
    const kinds = Object.keys(carouselKindLinkIds) as CarouselKind[];
    expect(kinds.filter((kind) => carouselTarget(navigation, kind) === undefined).map((kind) => `src/navigation.ts: no research page for ${kind}`)).toEqual([]);
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

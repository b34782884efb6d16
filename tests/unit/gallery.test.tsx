import React, {type ReactNode} from 'react';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {render, screen, within} from '@testing-library/react';
import {galleryItems} from '@site/src/data/gallery';
import {galleryItemSchema} from '@site/src/data/schemas/gallery';
import Gallery, {slideIntervalMs} from '@site/src/pages/know-bay-of-bengal/dive-into-our-research/_components/Gallery';

// Swiper ships ES modules that jest does not transform; the component test only needs its
// slides rendered, so the carousel is replaced by plain elements (the browser tests run the
// real one).
jest.mock('swiper/react', () => {
  const {createElement} = jest.requireActual<typeof import('react')>('react');
  return {
    Swiper: ({children, className}: {children?: ReactNode; className?: string}) =>
      createElement('div', {className, 'data-testid': 'swiper'}, children),
    SwiperSlide: ({children, className, ...rest}: {children?: ReactNode; className?: string}) =>
      createElement('div', {className, ...rest}, children),
  };
});
jest.mock('swiper/modules', () => ({A11y: {}, Autoplay: {}, Keyboard: {}, Thumbs: {}}));
jest.mock('swiper/css', () => ({}));
jest.mock('swiper/css/a11y', () => ({}));

const root = path.join(__dirname, '../..');

/** The width and height attributes of an SVG file's root element. */
function svgSize(file: string): {width: number; height: number} | undefined {
  const match = /<svg[^>]*\swidth="(\d+)"[^>]*\sheight="(\d+)"/.exec(readFileSync(file, 'utf8'));
  return match ? {width: Number(match[1]), height: Number(match[2])} : undefined;
}

describe('gallery collection (src/data/gallery.ts)', () => {
  it('has entries that match the schema', () => {
    const problems = galleryItems.flatMap((item) => {
      const result = galleryItemSchema.safeParse(item);
      return result.success
        ? []
        : result.error.issues.map((issue) => `gallery item '${item.id}' in src/data/gallery.ts: ${issue.path.join('.')}: ${issue.message}`);
    });
    expect(problems).toEqual([]);
  });

  it('has no duplicate ids or images', () => {
    const duplicates = (field: string, values: string[]) =>
      values.filter((value, index) => values.indexOf(value) !== index).map((value) => `src/data/gallery.ts: ${field} '${value}' is used more than once`);
    expect(duplicates('id', galleryItems.map((item) => item.id))).toEqual([]);
    expect(duplicates('original', galleryItems.map((item) => item.original))).toEqual([]);
  });

  it('points at files that exist, with the sizes of the SVG files', () => {
    const problems = galleryItems.flatMap((item) => {
      const found: string[] = [];
      for (const file of [item.original, item.thumbnail]) {
        if (!existsSync(path.join(root, 'static', file))) {
          found.push(`gallery item '${item.id}' in src/data/gallery.ts: file static${file} does not exist`);
        }
      }
      const original = path.join(root, 'static', item.original);
      if (item.original.endsWith('.svg') && existsSync(original)) {
        const size = svgSize(original);
        if (size?.width !== item.width || size.height !== item.height) {
          found.push(
            `gallery item '${item.id}' in src/data/gallery.ts: width × height ${item.width} × ${item.height} but ${item.original} is ${size?.width} × ${size?.height}`,
          );
        }
      }
      return found;
    });
    expect(problems).toEqual([]);
  });
});

describe('Gallery component', () => {
  it('says so, and shows no carousel, when there are no images', () => {
    render(<Gallery items={[]} />);
    expect(screen.getByText('The gallery has no images at the moment.')).toBeInTheDocument();
    expect(screen.queryByTestId('swiper')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', {name: 'Read the expedition blog'})).toHaveAttribute(
      'href',
      '/what-we-do/explore/expedition-blogs',
    );
  });

  it('shows every image with its caption, a thumbnail button for each, and the controls', () => {
    render(<Gallery items={galleryItems} />);
    const [main, thumbnails] = screen.getAllByTestId('swiper');
    expect(within(main!).getAllByRole('img')).toHaveLength(galleryItems.length);
    for (const item of galleryItems) {
      expect(within(main!).getByAltText(item.alt)).toHaveAttribute('width', String(item.width));
      expect(within(main!).getByText(item.caption)).toBeInTheDocument();
    }
    expect(within(thumbnails!).getAllByRole('button')).toHaveLength(galleryItems.length);
    expect(within(thumbnails!).getAllByRole('button')[0]).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', {name: 'Pause slideshow'})).toBeInTheDocument();
    expect(screen.getByRole('button', {name: 'Previous image'})).toBeInTheDocument();
    expect(screen.getByRole('button', {name: 'Next image'})).toBeInTheDocument();
    expect(screen.queryByRole('button', {name: /^play/i})).toBeNull();
    expect(screen.getByText(`Image 1 of ${galleryItems.length}`)).toBeInTheDocument();
  });

  it('changes image every 4000 ms', () => {
    expect(slideIntervalMs).toBe(4000);
  });
});

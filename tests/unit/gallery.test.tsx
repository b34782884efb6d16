import React, {type ReactNode} from 'react';
import {existsSync} from 'node:fs';
import {render, screen, within} from '@testing-library/react';
import {galleryItems} from '@site/tests/shared/collections';
import {galleryItemSchema} from '@site/src/data/schemas/gallery';
import Gallery from '@site/src/pages/know-bay-of-bengal/dive-into-our-research/_components/Gallery';
import {duplicates, schemaProblems, staticFile, svgSize, type Collection} from './helpers/review';

// Swiper ships ES modules jest does not transform; plain elements stand in (the browser tests run the real carousel).
jest.mock('swiper/react', () => {
  const {createElement} = jest.requireActual<typeof import('react')>('react');
  return {
    Swiper: ({children, className}: {children?: ReactNode; className?: string}) => createElement('div', {className, 'data-testid': 'swiper'}, children),
    SwiperSlide: ({children, className, ...rest}: {children?: ReactNode; className?: string}) => createElement('div', {className, ...rest}, children),
  };
});
jest.mock('swiper/modules', () => ({A11y: {}, Autoplay: {}, Keyboard: {}, Thumbs: {}}));
jest.mock('swiper/css', () => ({}));
jest.mock('swiper/css/a11y', () => ({}));

const galleryFile: Collection = {label: 'gallery item', file: 'content/gallery/'};

describe('gallery collection (src/data/gallery.ts)', () => {
  it('has valid entries without repeated ids or images, with the sizes of the SVG files', () => {
    expect(schemaProblems(galleryFile, galleryItems, galleryItemSchema, (item) => item.id)).toEqual([]);
    expect(
      duplicates(
        galleryFile,
        'id',
        galleryItems.map((item) => item.id),
      ),
    ).toEqual([]);
    expect(
      duplicates(
        galleryFile,
        'original',
        galleryItems.map((item) => item.original),
      ),
    ).toEqual([]);
    const wrongSize = galleryItems
      .filter((item) => item.original.endsWith('.svg') && existsSync(staticFile(item.original)))
      .filter((item) => {
        const size = svgSize(staticFile(item.original));
        return size?.width !== item.width || size.height !== item.height;
      })
      .map((item) => `gallery item '${item.id}' in src/data/gallery.ts: width × height ${item.width} × ${item.height} differ from ${item.original}`);
    expect(wrongSize).toEqual([]);
  });
});

describe('Gallery component', () => {
  it('says so, and shows no carousel, when there are no images', () => {
    render(<Gallery items={[]} />);
    expect(screen.getByText('The gallery has no images at the moment.')).toBeInTheDocument();
    expect(screen.queryByTestId('swiper')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', {name: 'Read the expedition blog'})).toHaveAttribute('href', '/what-we-do/explore/expedition-blogs');
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
});

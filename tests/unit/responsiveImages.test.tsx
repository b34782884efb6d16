import {readFileSync} from 'node:fs';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import React, {createRef} from 'react';
import {fireEvent, render} from '@testing-library/react';
import ResponsiveImage, {responsiveEntry, srcSetOf} from '@site/src/components/ResponsiveImage';
import FallbackImage from '@site/src/components/FallbackImage';
import {repoFiles, root} from '@site/tests/shared/files';

describe('responsive copies of the raster images (npm run images)', () => {
  // The check lists a raster image without copies, a stale or missing copy, and an entry of the manifest whose image is gone.
  it('is up to date with the originals (the script check exits 0)', () => {
    const check = spawnSync(process.execPath, ['scripts/responsive-images.mjs', '--check'], {cwd: root, encoding: 'utf8'});
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
  });
});

describe('ResponsiveImage', () => {
  it('offers AVIF then WebP copies of a raster image in a picture (display: contents), the original as fallback', () => {
    const {container} = render(<ResponsiveImage src="/img/home/intro-poster.webp" alt="" width={960} height={540} sizes="100vw" />);
    const sources = container.querySelectorAll('picture > source');
    expect([...sources].map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]?.getAttribute('srcset')).toBe('/img/responsive/home/intro-poster-480w.avif 480w, /img/responsive/home/intro-poster-960w.avif 960w');
    const image = container.querySelector('picture > img');
    for (const [name, value] of Object.entries({src: '/img/home/intro-poster.webp', width: '960', height: '540', loading: 'lazy'})) expect(image).toHaveAttribute(name, value);
    // `sizes` belongs beside a `srcset`: on the sources, never on the one-file fallback.
    expect([...sources].map((source) => source.getAttribute('sizes'))).toEqual(['100vw', '100vw']);
    expect(image).not.toHaveAttribute('sizes');
    // The picture is laid out as if the image were its parent's child.
    expect(container.querySelector('picture')).toHaveClass('picture');
    const css = readFileSync(path.join(root, 'src/components/ResponsiveImage/styles.module.css'), 'utf8');
    expect(css).toMatch(/\.picture\s*\{\s*display:\s*contents;\s*\}/);
  });

  it('renders an SVG drawing as a plain lazy image, without a picture', () => {
    const {container} = render(<ResponsiveImage src="/img/people/1.svg" alt="Portrait" width={400} height={400} />);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('src', '/img/people/1.svg');
    expect(container.querySelector('img')).not.toHaveAttribute('sizes');
  });

  it.each([
    ['a raster image (picture)', '/img/home/intro-poster.webp'],
    ['an SVG drawing (plain img)', '/img/people/1.svg'],
  ])('gives ref and onError to the img element for %s', (_kind, src) => {
    const ref = createRef<HTMLImageElement>();
    const onError = jest.fn();
    const {container} = render(<ResponsiveImage ref={ref} src={src} alt="" width={400} height={400} onError={onError} />);
    const image = container.querySelector('img');
    expect(ref.current).toBe(image);
    fireEvent.error(image!);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('builds srcsets under the base URL', () => {
    const entry = responsiveEntry('/img/home/intro-poster.webp');
    expect(entry).toBeDefined();
    const copies = '/borl/img/responsive/home/intro-poster-480w.webp 480w, /borl/img/responsive/home/intro-poster-960w.webp 960w';
    expect(srcSetOf(entry!, '/img/home/intro-poster.webp', 'webp', (url) => `/borl${url}`)).toBe(copies);
  });
});

describe('FallbackImage', () => {
  const placeholder = {src: '/img/alumni/placeholder.svg', width: 300, height: 300, alt: 'No photo of A. Person'};

  it('offers the responsive copies of a photo, then swaps to the placeholder when it fails to load', () => {
    const {container} = render(<FallbackImage src="/img/home/intro-poster.webp" alt="Portrait of A. Person" width={960} height={540} sizes="192px" fallback={placeholder} />);
    const photo = container.querySelector('picture > img');
    expect(photo).toHaveAttribute('src', '/img/home/intro-poster.webp');
    expect(container.querySelector('picture > source')).toHaveAttribute('sizes', '192px');
    fireEvent.error(photo!);
    expect(container.querySelector('picture')).toBeNull();
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', placeholder.src);
    expect(image).toHaveAttribute('alt', placeholder.alt);
    expect(image).toHaveAttribute('width', '300');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('shows the placeholder at once without a source', () => {
    const {container} = render(<FallbackImage alt="Portrait" width={300} height={300} sizes="192px" fallback={placeholder} eager />);
    expect(container.querySelector('img')).toHaveAttribute('src', placeholder.src);
    expect(container.querySelector('img')).toHaveAttribute('loading', 'eager');
  });
});

describe('every content image goes through ResponsiveImage', () => {
  /** The only components that may render <img> themselves: ResponsiveImage, and the navbar's logos. */
  const allowed = ['src/components/ResponsiveImage/index.tsx', 'src/theme/Navbar/Logo/index.tsx', 'src/theme/NavbarItem/InstituteLogoNavbarItem/index.tsx'];
  const tsxFiles = () => repoFiles('src', /\.tsx$/);

  it('has no other component that renders a raw <img>', () => {
    expect(tsxFiles()).toEqual(expect.arrayContaining([...allowed, 'src/components/Figure/index.tsx']));
    const offenders = tsxFiles().filter((file) => !allowed.includes(file) && /<img[\s/>]|createElement\(\s*['"]img['"]/.test(readFileSync(path.join(root, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});

import {bylineTitle} from '@site/src/components/PersonDesignation';
import type {JsonLd} from './index';

/**
 * A blog post's `BlogPosting` as the blog plugin builds it (`useBlogPostStructuredData`,
 * `useBlogListPageStructuredData`), with the two texts the plugin writes in English put in the
 * page's language:
 *
 * - each author's `description`, the author's English designation (`plugins/blog/authors.ts`), as
 *   the byline shows it ({@link bylineTitle});
 * - the image's `caption`, which the plugin writes as "title image for the blog post: {title}":
 *   what the image shows instead, the post's `image_alt` front matter (in the post's language),
 *   or no caption when the post does not say.
 *
 * Everything else is kept as the plugin wrote it. The result is typed loosely: schema-dts's
 * `BlogPosting` is too deep a type to compare with `StructuredData`'s input.
 *
 * @param posting the plugin's `BlogPosting` (with or without `@context`)
 * @param imageAlt the post's `image_alt` front matter, if any
 */
export function localBlogPosting(posting: object, imageAlt: unknown): JsonLd {
  const {author, image} = posting as {author?: unknown; image?: unknown};
  const localAuthor = (person: unknown): unknown => (isObject(person) && typeof person.description === 'string' ? {...person, description: bylineTitle(person.description)} : person);
  const localImage = (object: Record<string, unknown>): Record<string, unknown> => {
    const withoutCaption = {...object};
    delete withoutCaption.caption;
    return typeof imageAlt === 'string' && imageAlt !== '' ? {...withoutCaption, caption: imageAlt} : withoutCaption;
  };
  return {
    '@type': 'BlogPosting',
    ...posting,
    ...(author === undefined ? {} : {author: Array.isArray(author) ? author.map(localAuthor) : localAuthor(author)}),
    ...(isObject(image) ? {image: localImage(image)} : {}),
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

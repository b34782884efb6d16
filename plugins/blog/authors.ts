/**
 * Blog bylines from the laboratory's one registry of names, Our People (`content/people/`).
 *
 * A post of either blog names its authors in its front matter by person id
 * (`people: ['2', '6']`); there is no `authors.yml`, so a name cannot be written twice or
 * differently. {@link peopleAsAuthors} is the blogs' `processBlogPosts` option (set by the blog
 * plugin of `index.ts`): it turns those
 * ids into the blog plugin's authors (name in the page's language, designation, a link to the
 * person's page), which the post header, the lists, the feeds and the BlogPosting JSON-LD
 * then show. An unknown id, or a post without `people`, stops the build with the post named.
 *
 * Runs in Node when the configuration is loaded, once per locale.
 */
import {normalizeUrl} from '@docusaurus/utils';
import type {Author, BlogPost} from '@docusaurus/plugin-content-blog';
import type {Person} from '../../src/data/people';
import {detailPath} from '../../src/collections';
import {readCollection} from '../collections/entryFiles';
import {stopOrReport} from '../collections/problems';

/** The front matter field of a post that lists its authors by person id. */
export const authorsField = 'people';

/** Where and in which language the bylines are built. */
export type BylineOptions = {
  /** The site's directory (for the locale's translation of Our People). */
  siteDir: string;
  /** The locale being built (`en`, `bn`). */
  locale: string;
  /** The default locale, whose texts are the data's own. */
  defaultLocale: string;
  /** Public origin without trailing slash, e.g. `https://borl.example.org`. */
  siteUrl: string;
  /** The locale's base URL, ending in `/` (`/`, `/bn/`, `/borl/bn/`). */
  localeBaseUrl: string;
  /** The blog's id, which names its problems under `npm start` (`plugins/collections/problems.ts`). */
  blogId?: string;
};

/** Our People in a locale: each person's file with its copy in the locale, if any (`content/people/`). */
export function peopleInLocale(siteDir: string, locale: string, defaultLocale: string): readonly Person[] {
  return readCollection('people', {siteDir, locale, defaultLocale});
}

/** The person ids a post's front matter lists under {@link authorsField}, as strings. */
function authorIds(post: BlogPost): string[] {
  const value = (post.metadata.frontMatter as Record<string, unknown>)[authorsField];
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.map(String);
}

/**
 * The `processBlogPosts` option of a blog: sets each post's authors from the people its front
 * matter lists. Each author carries the person's id as `key`, the name in the locale, the
 * English designation as `title` (the byline component shows it in the page's language), the
 * person's page as `page.permalink` (a link inside the site) and as the absolute `url` (for the
 * feeds and the structured data).
 *
 * @throws Error naming the post's file when it lists no person or an id that is not in Our People
 */
export function peopleAsAuthors(options: BylineOptions): (args: {blogPosts: BlogPost[]}) => Promise<BlogPost[]> {
  const people = new Map(peopleInLocale(options.siteDir, options.locale, options.defaultLocale).map((person) => [person.id, person]));
  const authorOf = (person: Person): Author => {
    const permalink = normalizeUrl([options.localeBaseUrl, detailPath('people', person.id)]);
    return {
      key: person.id,
      name: person.name,
      ...(person.designation ? {title: person.designation} : {}),
      url: `${options.siteUrl}${permalink}`,
      page: {permalink},
    };
  };
  return async ({blogPosts}) => {
    const problems: string[] = [];
    const posts = blogPosts.map((post) => {
      const ids = authorIds(post);
      const unknown = ids.filter((id) => !people.has(id));
      if (ids.length === 0) {
        problems.push(`${post.metadata.source}: list the post's authors as '${authorsField}: [<id>, …]' with ids of content/people/`);
      } else if (unknown.length > 0) {
        problems.push(`${post.metadata.source}: '${authorsField}' names ${unknown.map((id) => `'${id}'`).join(', ')}, not ids of content/people/`);
      }
      const authors = ids.flatMap((id) => {
        const person = people.get(id);
        return person ? [authorOf(person)] : [];
      });
      return {...post, metadata: {...post.metadata, authors}};
    });
    stopOrReport(`bylines ${options.blogId ?? ''}/${options.locale}`, problems);
    return posts;
  };
}

import {translate} from '@docusaurus/Translate';

/**
 * What the search box and the results page say when the index cannot be loaded: on the published
 * site that means the connection failed, so the sentence speaks to a visitor. `npm start` builds
 * no index; a development build (`NODE_ENV` is `development`), and only it, adds why and how to
 * try search, so no public page ever tells a visitor to run a command.
 */
export function searchUnavailableText(): string {
  const visitorText = translate({
    id: 'search.status.unavailable',
    message: 'Search is not available right now. Check your connection and try again, or browse the menus.',
    description: 'When the search index cannot be loaded (a lost connection, for a visitor)',
  });
  if (process.env.NODE_ENV !== 'development') {
    return visitorText;
  }
  const developerHint = translate({
    id: 'search.status.unavailableInDevelopment',
    message: 'The development server builds no search index: try search after npm run build, with npm run serve.',
    description: 'Added to the unavailable message in development builds only (npm start), never on the published site',
  });
  return `${visitorText} ${developerHint}`;
}

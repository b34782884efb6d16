import {translate} from '@docusaurus/Translate';

/**
 * What the search box and the results page say when the index cannot be loaded: on the published
 * site that means the connection failed, so the sentence speaks to a visitor (offline, that
 * search needs the connection for a word not searched before). `npm start` builds
 * no index; a development build (`NODE_ENV` is `development`), and only it, adds why and how to
 * try search, so no public page ever tells a visitor to run a command.
 */
export function searchUnavailableText(): string {
  // Offline, search still answers the words searched before (their parts of the index are kept
  // on the device, `src/offline/routes.ts`); a new word needs the connection.
  if (typeof navigator !== 'undefined' && !navigator.onLine) {
    return translate({
      id: 'search.status.offline',
      message: 'Search needs the connection for this: without one it finds only words searched on this device before. Browse the menus, or try again when the connection is back.',
      description: 'When the search index part a query needs cannot be loaded because the device is offline',
    });
  }
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

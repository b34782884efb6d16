/**
 * Zod Mini, the tree-shakable build of zod, for validation that runs in the browser (the
 * membership form). Import it as `import * as z from '@site/src/data/zodMini'` and use only
 * static members (`z.object`, `z.string`, ...), so the bundler keeps just the functions a
 * page calls: a few kilobytes instead of the whole library.
 *
 * Like `src/data/zod.ts` (the full API, for schemas checked in tests and plugins), it turns
 * off zod's `new Function` probe, which the site's Content-Security-Policy (no
 * 'unsafe-eval') would report as a violation.
 */
import {config} from 'zod/mini';

config({jitless: true});

export * from 'zod/mini';

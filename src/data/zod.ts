/**
 * The zod instance every schema of the site uses. Import `z` from here, not from 'zod'.
 *
 * Zod otherwise probes `new Function` to speed up parsing; in the browser the site's
 * Content-Security-Policy (no 'unsafe-eval') refuses that and reports a violation on every page
 * whose bundle parses a schema. Jitless parsing is as correct and fast enough for our sizes.
 */
import * as z from 'zod';

z.config({jitless: true});

export {z};

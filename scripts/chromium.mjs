/**
 * The Chromium every browser tool of the project runs (the browser tests, the benchmark, the
 * bundle report): the system one (Debian package `chromium`), or the one `CHROMIUM_PATH` names.
 * No tool downloads a browser.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The flags each tool starts it with (each adds its own, such as `--headless=new`): no sandbox or
 * GPU, as in a container; and no request of Chromium's own (background networking, component
 * updates, sync, first-run screens), which stall on a machine without internet access.
 */
export const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/**
 * How the content checks report an editor's mistake: {@link ContentError} stops the build,
 * {@link warnOnce} prints a warning once per build.
 */
import logger from '@docusaurus/logger';

/**
 * The error a content check throws when an editor's file breaks a rule: one problem a line, each
 * naming the file, the field, what was found and what is expected, and no stack trace. The
 * problem is in the content, not in the code, so the code's frames would only bury the cause:
 * `docusaurus build` prints a plugin's error as the `[cause]` of its own "Unable to build
 * website for locale en." (with that error's stack trace), and the MDX loader prints a page's
 * as the `Cause:` of "MDX compilation failed for file …".
 */
export class ContentError extends Error {
  /** @param problems one or more problems, each starting with its file (`content/people/32.md: img: …`) */
  constructor(problems: readonly string[]) {
    super(problems.join('\n'));
    // No property of its own besides the message: Node prints those after it, and the MDX
    // loader prints them as JSON instead of the message.
    this.stack = this.message;
  }
}
ContentError.prototype.name = 'ContentError';

/** Messages already printed by {@link warnOnce}. */
const warned = new Set<string>();

/**
 * Prints a warning (`[WARNING] …`) once per build process: Docusaurus loads the plugins once per
 * locale built, several plugins read the same collections, and `npm start` reloads them on every
 * change.
 */
export function warnOnce(message: string): void {
  if (!warned.has(message)) logger.warn(message);
  warned.add(message);
}

/**
 * Whether an editor's mistake is reported rather than stopping the site: under `npm start`
 * (`docusaurus start`, `NODE_ENV` development), where a stopped reload would leave the browser
 * showing the old page with no word of why. `docusaurus build` always stops.
 */
export function reportsInDevelopment(): boolean {
  return process.env.NODE_ENV === 'development';
}

/**
 * The problems found in the content now, by the check and locale that found them: one store for
 * the process, which `npm start` keeps across reloads (plugins are loaded anew on each).
 */
const current: Map<string, readonly string[]> = ((globalThis as {borlContentProblems?: Map<string, readonly string[]>}).borlContentProblems ??= new Map());

/**
 * Records what one check (`people/bn`, `blog expeditions/en`) finds now, replacing what it found
 * before (none: the content was mended), and prints what is new as an error in the terminal.
 * {@link contentProblemsPlugin} shows them in the browser.
 */
export function reportContentProblems(check: string, problems: readonly string[]): void {
  const before = new Set(current.get(check) ?? []);
  for (const problem of problems) if (!before.has(problem)) logger.error(problem);
  if (problems.length > 0) current.set(check, problems);
  else current.delete(check);
}

/**
 * Stops the build with `problems` ({@link ContentError}), or, under `npm start`, records them
 * for the browser ({@link reportContentProblems}) and lets the site go on with what it has.
 * Before stopping it prints them, so that the build's output leads with the files to mend:
 * Docusaurus prints a plugin's error after its own "Unable to build website" and stack trace.
 */
export function stopOrReport(check: string, problems: readonly string[]): void {
  if (reportsInDevelopment()) {
    reportContentProblems(check, problems);
  } else if (problems.length > 0) {
    logger.error(`Content to mend before the site can be built (EDITING.md, "What the checks mean"):\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
    throw new ContentError(problems);
  }
}

/** The part of a bundler's compiler this module uses: webpack's and Rspack's alike. */
type Compiler = {
  webpack: {WebpackError: new (message: string) => Error};
  hooks: {thisCompilation: {tap: (name: string, callback: (compilation: {errors: Error[]}) => void) => void}};
};

/**
 * A bundler plugin for `npm start` that adds the content problems of the moment to every
 * compilation's errors, so the development server's overlay shows them over the page, the file,
 * field and fix of each, until they are mended.
 */
export function contentProblemsPlugin(): {apply: (compiler: Compiler) => void} {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('borl-content-problems', (compilation) => {
        for (const problem of [...current.values()].flat()) {
          const error = new compiler.webpack.WebpackError(`Content: ${problem}`);
          error.stack = error.message;
          compilation.errors.push(error);
        }
      });
    },
  };
}

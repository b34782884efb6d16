/**
 * Validates the HTML pages of a production build with html-validate; `scripts/check-build.ts`
 * runs it over every page of the build.
 *
 * The rules are those of `.htmlvalidate.mjs` at the root of the repository (html-validate finds
 * it from each page's folder).
 *
 * The html-validate API is used rather than its command line, whose file patterns need a newer
 * Node.js than the one this project supports.
 */
import type {HtmlValidate} from 'html-validate';

/** One problem html-validate found in a page. */
export type PageProblem = {
  /** The page's file, relative to the build folder. */
  file: string;
  /** Position in the file, from 1. */
  line: number;
  column: number;
  /** The html-validate rule, e.g. `element-permitted-order`. */
  rule: string;
  message: string;
  severity: 'error' | 'warning';
};

/**
 * The problems html-validate finds in one page of a build.
 *
 * @param file the page's path relative to the build folder, as reported
 * @param fullPath its path on disk, from which html-validate looks up its configuration
 */
export async function validatePage(validator: HtmlValidate, file: string, fullPath: string, html: string): Promise<PageProblem[]> {
  const report = await validator.validateString(html, fullPath);
  return report.results.flatMap((result) =>
    result.messages.map((message) => ({
      file,
      line: message.line,
      column: message.column,
      rule: message.ruleId,
      message: message.message,
      severity: message.severity === 2 ? ('error' as const) : ('warning' as const),
    })),
  );
}

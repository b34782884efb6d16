/**
 * Validates the HTML pages of a production build with html-validate; `scripts/check-build.ts`
 * runs it over every page of the build.
 *
 * The rules are those of `.htmlvalidate.mjs` at the root of the repository (html-validate finds
 * it from each page's folder). `validateBuild` reads every `.html` file of a folder, in every
 * locale the build has; `summary` counts the pages per language (`<html lang>`) and each rule
 * that failed.
 *
 * The html-validate API is used rather than its command line, whose file patterns need a newer
 * Node.js than the one this project supports.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {FileSystemConfigLoader, HtmlValidate} from 'html-validate';

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

/** What {@link validateBuild} read and found. */
export type ValidationResult = {
  /** Pages read, by the language of their `<html lang>` (`en-GB`, `bn-BD`; `none` without). */
  pagesByLanguage: Record<string, number>;
  /** Every problem, in file order. */
  problems: PageProblem[];
};

/** Every `.html` file under `dir`, as paths relative to it, sorted. */
export function htmlFiles(dir: string): string[] {
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.html'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

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

/** The language of a page's `<html lang>` (`en-GB`, `bn-BD`), `none` without one. */
export const pageLanguage = (html: string): string => /<html[^>]*\slang=["']?([^"'\s>]+)/i.exec(html)?.[1] ?? 'none';

/**
 * Validates each HTML page of a build.
 *
 * @param dir the build folder
 * @param validator the html-validate instance; by default one that reads the configuration
 *   files (`.htmlvalidate.mjs`) from the pages' folders up
 */
export async function validateBuild(dir: string, validator: HtmlValidate = new HtmlValidate(new FileSystemConfigLoader())): Promise<ValidationResult> {
  const pagesByLanguage: Record<string, number> = {};
  const problems: PageProblem[] = [];
  for (const file of htmlFiles(dir)) {
    const fullPath = path.resolve(dir, file);
    const html = readFileSync(fullPath, 'utf8');
    const language = pageLanguage(html);
    pagesByLanguage[language] = (pagesByLanguage[language] ?? 0) + 1;
    problems.push(...(await validatePage(validator, file, fullPath, html)));
  }
  return {pagesByLanguage, problems};
}

/** The summary printed after the problems: pages per language, time, errors and their rules. */
export function summary({pagesByLanguage, problems}: ValidationResult, seconds: number): string {
  const pages = Object.values(pagesByLanguage).reduce((sum, count) => sum + count, 0);
  const languages = Object.entries(pagesByLanguage)
    .map(([language, count]) => `${language} ${count}`)
    .join(', ');
  const errors = problems.filter((problem) => problem.severity === 'error').length;
  const warnings = problems.length - errors;
  const byRule = new Map<string, number>();
  for (const problem of problems) {
    byRule.set(problem.rule, (byRule.get(problem.rule) ?? 0) + 1);
  }
  const rules = [...byRule].map(([rule, count]) => `  ${rule}: ${count}`);
  return [`html-validate: ${pages} pages (${languages}) in ${seconds.toFixed(1)} s: ${errors} errors, ${warnings} warnings`, ...rules].join('\n');
}

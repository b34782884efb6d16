/**
 * The `_headers` file of Cloudflare Pages (the host the site is deployed to): writing it,
 * reading it back, and working out the headers the host sends for a path, so that tests can
 * check what a visitor receives.
 *
 * The host's rules, which {@link headersForPath} follows:
 * - a rule is a path pattern on a line of its own, then indented `Name: value` lines, and
 *   optionally `! Name` lines, which detach a header that an earlier rule set;
 * - in a pattern, `*` (once) matches any characters, `:name` one path segment;
 * - every rule whose pattern matches the request's path applies, in file order; a header
 *   that a second rule sets again is joined to the first value with a comma (for
 *   Content-Security-Policy that means two policies, both enforced), unless the second rule
 *   detaches it first, which then leaves only its own value;
 * - at most 100 rules are read, and a line longer than 2,000 characters is ignored.
 */

/** Limits of the host: the rules read per file and the characters per line. */
export const headersFileLimits = {rules: 100, lineLength: 2000} as const;

/** One rule of a `_headers` file. */
export type HeadersRule = {
  /** Path pattern, with the base URL: `/*`, `/bn/what-we-do/educate/become-member`, `/x/:id`. */
  path: string;
  /** Names of headers set by earlier rules that this rule removes (`! Name`). */
  detach?: string[];
  /** Headers the rule sets, in order, as `[name, value]`. */
  headers: [string, string][];
};

/**
 * Writes rules as a `_headers` file: an optional comment (`#` lines), then one block per rule.
 *
 * @throws Error when there are more rules, or a longer line, than the host reads
 */
export function formatHeadersFile(rules: readonly HeadersRule[], comment: readonly string[] = []): string {
  if (rules.length > headersFileLimits.rules) {
    throw new Error(`_headers: ${rules.length} rules, the host reads ${headersFileLimits.rules}`);
  }
  const blocks = rules.map((rule) => [rule.path, ...(rule.detach ?? []).map((name) => `  ! ${name}`), ...rule.headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n'));
  const text = `${[...comment.map((line) => `# ${line}`.trimEnd()), ...(comment.length ? [''] : []), blocks.join('\n\n')].join('\n')}\n`;
  const long = text.split('\n').find((line) => line.length > headersFileLimits.lineLength);
  if (long) {
    throw new Error(`_headers: a line of ${long.length} characters, the host reads ${headersFileLimits.lineLength}: ${long.slice(0, 80)}…`);
  }
  return text;
}

/** Reads a `_headers` file into its rules, in file order (comments and blank lines skipped). */
export function parseHeadersFile(text: string): HeadersRule[] {
  const rules: HeadersRule[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) {
      continue;
    }
    if (line.startsWith('/')) {
      rules.push({path: line, detach: [], headers: []});
      continue;
    }
    const rule = rules.at(-1);
    if (!rule) {
      throw new Error(`_headers: a header before any path: ${line}`);
    }
    if (line.startsWith('!')) {
      rule.detach!.push(line.slice(1).trim());
      continue;
    }
    const colon = line.indexOf(':');
    if (colon < 1) {
      throw new Error(`_headers: not a "Name: value" line: ${line}`);
    }
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** Whether a rule's path pattern matches a request path (see the module comment). */
export function patternMatches(pattern: string, urlPath: string): boolean {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]\w*/g, '[^/]+'))
    .join('.*');
  return new RegExp(`^${source}$`).test(urlPath);
}

/**
 * The headers the host sends for a request path, by lower-case name: every matching rule in
 * file order, a repeated header joined with `, ` unless detached first (see the module comment).
 */
export function headersForPath(rules: readonly HeadersRule[], urlPath: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const rule of rules.slice(0, headersFileLimits.rules)) {
    if (!patternMatches(rule.path, urlPath)) {
      continue;
    }
    for (const name of rule.detach ?? []) {
      delete result[name.toLowerCase()];
    }
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      result[key] = key in result ? `${result[key]}, ${value}` : value;
    }
  }
  return result;
}

/**
 * JSON files imported by the site (the public lists in `static/`) are typed `unknown`, so a
 * type is never inferred from whatever the file happens to contain: a module that imports one
 * states the file's type and has the file validated against its zod schema at build time and in
 * the unit tests (see `src/data/research.ts`).
 */
declare module '*.json' {
  const value: unknown;
  export default value;
}

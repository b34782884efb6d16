/**
 * JSON files imported by the site (the public lists in `static/`) are typed `unknown`: a
 * module that imports one must validate it with its zod schema before use, so a type is never
 * inferred from whatever the file happens to contain (see `src/data/research.ts`).
 */
declare module '*.json' {
  const value: unknown;
  export default value;
}

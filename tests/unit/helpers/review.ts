/** Collection checks that return problems as sentences naming the entry, its data file and the fix; tests expect none. */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type * as z from 'zod';

export const root = path.join(__dirname, '../../..');

/** A file under static/ by the path the site serves it at (`/img/…`). */
export const staticFile = (publicPath: string) => path.join(root, 'static', publicPath);

/** A collection as messages name it: what one entry is called, and the file that holds them. */
export type Collection = {label: string; file: string};

/** "person '33' in content/people/" */
export function entryName(collection: Collection, id: unknown): string {
  return `${collection.label} '${String(id)}' in ${collection.file}`;
}

/** "<entry>: <field>: <problem>" for every entry that fails its schema. */
export function schemaProblems<Entry>(collection: Collection, entries: readonly Entry[], schema: z.ZodType, idOf: (entry: Entry) => unknown): string[] {
  return entries.flatMap((entry) => {
    const result = schema.safeParse(entry);
    return result.success ? [] : result.error.issues.map((issue) => `${entryName(collection, idOf(entry))}: ${issue.path.join('.') || '(entry)'}: ${issue.message}`);
  });
}

/** "<file>: <label> <field> '<value>' is used N times; …" for every value used more than once (compared loosely). */
export function duplicates(collection: Collection, field: string, values: readonly unknown[]): string[] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(String(value), (counts.get(String(value)) ?? 0) + 1);
  return [...counts].filter(([, count]) => count > 1).map(([value, count]) => `${collection.file}: ${collection.label} ${field} '${value}' is used ${count} times; give each entry its own`);
}

/** The width and height attributes of an SVG file's root element. */
export function svgSize(file: string): {width: number; height: number} | undefined {
  const match = /<svg[^>]*\swidth="(\d+)"[^>]*\sheight="(\d+)"/.exec(readFileSync(file, 'utf8'));
  return match ? {width: Number(match[1]), height: Number(match[2])} : undefined;
}

/** "static/… is W x H, expected w x h" for every SVG whose declared size is not the size the pages give it. */
export function wrongSvgSize(files: readonly (string | undefined)[], size: {width: number; height: number}): string[] {
  return files
    .filter((file): file is string => file !== undefined && file.endsWith('.svg') && existsSync(staticFile(file)))
    .flatMap((file) => {
      const found = svgSize(staticFile(file));
      return found?.width === size.width && found.height === size.height ? [] : [`static${file} is ${found?.width}x${found?.height}, expected ${size.width}x${size.height}`];
    });
}

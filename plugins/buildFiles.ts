import {readdirSync} from 'node:fs';
import path from 'node:path';

/**
 * Every file below a folder (the build folder, as a rule), as paths relative to it with `/`
 * between segments, sorted; folders themselves are not listed.
 *
 * @param dir the folder to walk, followed to any depth
 * @param ending only the files whose name ends so (`.html`); every file when empty
 * @throws Error (ENOENT) when `dir` does not exist
 */
export function filesBelow(dir: string, ending = ''): string[] {
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith(ending))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** The repository's files, listed as the tests read them. */
import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';

/** The repository's root folder. */
export const root = path.join(__dirname, '../..');

/** Every file below `folder` (a path in the repository) whose name matches `pattern`: sorted repository paths with `/` separators, none when the folder does not exist. */
export function repoFiles(folder: string, pattern: RegExp): string[] {
  if (!existsSync(path.join(root, folder))) return [];
  return readdirSync(path.join(root, folder), {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

/**
 * Writes a small build folder in the system's temporary folder and returns its path (the test
 * removes it). `files` maps a path under the folder to its content.
 *
 * @param prefix start of the folder's name, to tell which test left it
 */
export function fakeBuild(prefix: string, files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

/** Writes `files` (path → content) into a new temporary folder named from `prefix`, and returns its path; the test removes it. */
export function fakeBuild(prefix: string, files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

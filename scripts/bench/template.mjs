/**
 * The stock Docusaurus site the benchmark measures beside ours: the `classic` template (its
 * JavaScript variant), made by the `create-docusaurus` dev dependency's own command as a new
 * user would make it (`create-docusaurus stock-docusaurus classic --javascript --skip-install`),
 * then installed with npm and built in a temporary folder outside the repository. Its figures are the yardstick: the same
 * host, Lighthouse settings and run count measure both, so the ratio of ours to the template's
 * can be compared between runs on different machines.
 *
 * The built template is kept in `node_modules/.cache/bench-template/{key}/build`, the key being
 * the template's version and the npm `overrides` it was installed with, so a later benchmark
 * neither installs nor builds it again.
 */
import {spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Runs a command in `cwd`, its output shown.
 *
 * @throws Error naming the command when it fails
 */
function run(command, args, cwd) {
  const result = spawnSync(command, args, {cwd, stdio: 'inherit'});
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
}

/**
 * The built stock template (its `build/` folder, static files), building it first unless a
 * build of the same template version and overrides is cached.
 *
 * @param {string} root the repository (its `package.json` gives the npm `overrides`; its
 *   `node_modules/create-docusaurus` the template)
 * @returns {{buildDir: string, version: string, cached: boolean}} the build and the template's version
 * @throws Error when the install or the build fails (the temporary folder is removed)
 */
export function templateBuild(root) {
  const packageDir = path.join(root, 'node_modules/create-docusaurus');
  const {version} = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  // The registry lacks some versions the template's ranges resolve to; our own overrides pin
  // working ones, so the template gets the same.
  const {overrides = {}} = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const key = `${version}-${createHash('sha256').update(JSON.stringify(overrides)).digest('hex').slice(0, 8)}`;
  const cacheDir = path.join(root, 'node_modules/.cache/bench-template', key);
  const buildDir = path.join(cacheDir, 'build');
  if (existsSync(path.join(buildDir, 'index.html'))) return {buildDir, version, cached: true};

  const work = mkdtempSync(path.join(os.tmpdir(), 'docusaurus-template-'));
  try {
    run(path.join(root, 'node_modules/.bin/create-docusaurus'), ['stock-docusaurus', 'classic', work, '--javascript', '--skip-install', '--package-manager', 'npm'], work);
    const site = path.join(work, 'stock-docusaurus');
    const manifestFile = path.join(site, 'package.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    writeFileSync(manifestFile, `${JSON.stringify({...manifest, overrides}, null, 2)}\n`);
    console.log(`Stock template ${version}: installing and building in ${site}`);
    run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], site);
    run('npx', ['docusaurus', 'build'], site);
    rmSync(cacheDir, {recursive: true, force: true});
    mkdirSync(cacheDir, {recursive: true});
    cpSync(path.join(site, 'build'), buildDir, {recursive: true});
  } finally {
    rmSync(work, {recursive: true, force: true});
  }
  return {buildDir, version, cached: false};
}

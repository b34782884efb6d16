/**
 * @jest-environment node
 */
/** The workflows publish to the host that applies `_headers`, and keep its tokens away from branch code; only a production build needs the EmailJS settings; imports stay public. */
import {spawnSync} from 'node:child_process';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import semver from 'semver';
import {emailJsConfigForBuild, emailJsEnvironmentVariables, isProductionDeploy} from '@site/src/config/emailJs';
import {editorOutDir} from '@site/plugins/site-files/editor';

const repo = path.join(__dirname, '../..');
const complete = {EMAILJS_SERVICE_ID: 'service_1', EMAILJS_TEMPLATE_ID: 'template_1', EMAILJS_PUBLIC_KEY: 'key_1'};

describe('EmailJS settings of a build', () => {
  it('a production deployment fails without any one of the three variables, naming it', () => {
    for (const name of emailJsEnvironmentVariables) {
      const env: Record<string, string | undefined> = {...complete, DEPLOY_ENV: 'production', [name]: ' '};
      expect(() => emailJsConfigForBuild(env)).toThrow(new RegExp(`^${name} not set`));
    }
    expect(emailJsConfigForBuild({...complete, DEPLOY_ENV: 'production'})).toEqual({
      config: {serviceId: 'service_1', templateId: 'template_1', publicKey: 'key_1'},
    });
  });

  it('a local, test or preview build only warns', () => {
    for (const env of [{}, {CI: 'true'}, {DEPLOY_ENV: 'preview'}, {DEPLOY_ENV: ''}]) {
      expect(isProductionDeploy(env)).toBe(false);
      const result = emailJsConfigForBuild(env);
      expect(result.config).toBeNull();
      expect(result.warning).toContain(emailJsEnvironmentVariables.join(', '));
    }
  });

  it('no npm script sets DEPLOY_ENV, and the test build sets all three variables', () => {
    const scripts = (JSON.parse(readFileSync(path.join(repo, 'package.json'), 'utf8')) as {scripts: Record<string, string>}).scripts;
    expect(Object.values(scripts).some((script) => script.includes('DEPLOY_ENV'))).toBe(false);
    for (const name of emailJsEnvironmentVariables) {
      expect(scripts['build:e2e']).toMatch(new RegExp(`${name}=\\S+`));
    }
  });
});

type Step = {name?: string; id?: string; uses?: string; run?: string; if?: string; env?: Record<string, string>; with?: Record<string, string | number | boolean>};
type Job = {if?: string; needs?: string | string[]; permissions?: Record<string, string>; environment?: string | {name: string; url?: string}; env?: Record<string, string>; steps: Step[]};
type Workflow = {name: string; on: Record<string, unknown>; permissions?: Record<string, string>; env?: Record<string, string>; jobs: Record<string, Job>};

const workflowsDir = path.join(repo, '.github/workflows');
const workflowFiles = readdirSync(workflowsDir).filter((file) => /\.ya?ml$/.test(file));

/** The YAML of a file of the repository, parsed (a YAML error fails the test). */
function parseYaml<T>(file: string): T {
  // gray-matter's YAML parser (js-yaml), which its types do not declare.
  const {engines} = matter as unknown as {engines: {yaml: {parse: (text: string) => unknown}}};
  return engines.yaml.parse(readFileSync(path.join(repo, file), 'utf8')) as T;
}
/** A workflow file, parsed. */
const workflow = (file: string) => parseYaml<Workflow>(`.github/workflows/${file}`);
const steps = (flow: Workflow) => Object.values(flow.jobs).flatMap((job) => job.steps);
const allSteps = () => workflowFiles.flatMap((file) => steps(workflow(file)).map((step) => ({file, step})));
/** The text of a job, for the secrets it names. */
const jobText = (job: Job) => JSON.stringify(job);
/** The environment a job deploys to, by name. */
const environmentOf = (job: Job) => (typeof job.environment === 'string' ? job.environment : job.environment?.name);
/** Whether a job runs code of the checked-out repository: its npm scripts, its packages' install scripts, CI's script. */
const runsRepositoryCode = (job: Job) => job.steps.some((step) => /\bnpm (ci|run|test|install)\b|\.ci\/run/.test(step.run ?? ''));

describe('workflows', () => {
  it.each(workflowFiles)('%s parses, and every job has steps', (file) => {
    const flow = workflow(file);
    expect(Object.keys(flow.on).length).toBeGreaterThan(0);
    for (const job of Object.values(flow.jobs)) {
      expect(job.steps.length).toBeGreaterThan(0);
    }
  });

  it.each(workflowFiles)('%s: every action is pinned to a commit, with its version in a comment', (file) => {
    const lines = readFileSync(path.join(workflowsDir, file), 'utf8')
      .split('\n')
      .filter((line) => /^\s*(- )?uses:/.test(line));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line.trim()).toMatch(/^(- )?uses: [\w.-]+\/[\w.-]+(\/[\w./-]+)?@[0-9a-f]{40} # v\d+(\.\d+){0,2}$/);
    }
    // Every parsed `uses:` is one of those lines (none hides in a flow mapping).
    expect(steps(workflow(file)).filter((step) => step.uses)).toHaveLength(lines.length);
  });

  it('no shell script interpolates event data or a branch name, and no github-script script interpolates anything', () => {
    const unsafe = /\$\{\{[^}]*(github\.event(?!_name)|head_ref)/;
    const found = allSteps().flatMap(({file, step}) => [
      ...(unsafe.test(step.run ?? '') ? [`${file}: ${step.name ?? step.run}`] : []),
      ...(String(step.with?.script ?? '').includes('${{') ? [`${file}: ${step.name ?? step.uses}`] : []),
    ]);
    expect(found).toEqual([]);
  });

  it.each(workflowFiles)("%s: no permission by default; each job writes only what it names, and a job that runs the repository's code holds no secret and cannot write", (file) => {
    const flow = workflow(file);
    expect(Object.values(flow.permissions ?? {}).every((level) => level === 'read')).toBe(true);
    for (const [name, job] of Object.entries(flow.jobs)) {
      expect({name, permissions: typeof job.permissions}).toEqual({name, permissions: 'object'});
      if (runsRepositoryCode(job)) {
        expect({name, writes: Object.entries(job.permissions!).filter(([, level]) => level !== 'read')}).toEqual({name, writes: []});
        expect({name, secrets: jobText(job).match(/secrets\.\w+/g)}).toEqual({name, secrets: null});
        expect({name, environment: environmentOf(job)}).toEqual({name, environment: undefined});
      }
    }
  });

  it('every checkout leaves no credentials behind for later steps', () => {
    const checkouts = allSteps().filter(({step}) => step.uses?.startsWith('actions/checkout@'));
    expect(checkouts.length).toBeGreaterThan(0);
    expect(checkouts.filter(({step}) => step.with?.['persist-credentials'] !== false).map(({file}) => file)).toEqual([]);
  });

  it("publishes only with the Cloudflare CLI from the registry, at one exact version, never the checkout's", () => {
    const publishing = ['deploy.yml', 'preview-deploy.yml'];
    const versions = publishing.map((file) => workflow(file).env?.WRANGLER_VERSION);
    expect(versions[0]).toMatch(/^\d+\.\d+\.\d+$/);
    expect(new Set(versions).size).toBe(1);
    const runs = allSteps().filter(({step}) => /wrangler/.test(step.run ?? '') || /wrangler/.test(step.uses ?? ''));
    expect([...new Set(runs.map(({file}) => file))].sort()).toEqual(publishing);
    for (const {step} of runs) {
      expect(step.uses).toBeUndefined();
      expect(step.run).toMatch(/^npx --yes "wrangler@\$WRANGLER_VERSION" pages deploy /);
    }
  });

  it("deploy: builds main as production without a secret, and publishes build/ and the editor from a job that runs none of the repository's code", () => {
    const flow = workflow('deploy.yml');
    expect(flow.on.push).toEqual({branches: ['main']});
    const {build, publish} = flow.jobs;
    const buildStep = build!.steps.find((step) => step.run === 'npm run build');
    expect(buildStep?.env?.DEPLOY_ENV).toBe('production');
    for (const name of [...emailJsEnvironmentVariables, 'EDITOR_URL', 'EDITOR_AUTH_URL', 'EDITOR_AUTH_SCOPE']) {
      expect(buildStep?.env?.[name]).toBe(`\${{ vars.${name} }}`);
    }
    const upload = build!.steps.find((step) => step.uses?.startsWith('actions/upload-artifact@'));
    expect(String(upload?.with?.path).split('\n').filter(Boolean)).toEqual(['build/', `${editorOutDir('build')}/`]);
    // The publishing job: the production environment (limited to main), the artifact, no checkout.
    expect(publish!.needs).toBe('build');
    expect(environmentOf(publish!)).toBe('production');
    expect(publish!.steps.some((step) => step.uses?.startsWith('actions/checkout@'))).toBe(false);
    expect(publish!.steps.find((step) => step.uses?.startsWith('actions/download-artifact@'))?.with?.name).toBe(upload?.with?.name);
    const [site, editor] = publish!.steps.filter((step) => step.run?.includes('pages deploy'));
    expect(site?.run).toContain(' pages deploy build --project-name="$PROJECT" --branch=main ');
    expect(site?.env).toMatchObject({CLOUDFLARE_API_TOKEN: '${{ secrets.CLOUDFLARE_API_TOKEN }}', PROJECT: '${{ vars.CLOUDFLARE_PAGES_PROJECT }}'});
    expect(editor?.run).toContain(` pages deploy ${editorOutDir('build')} --project-name="$PROJECT" --branch=main `);
    expect(editor?.env).toMatchObject({CLOUDFLARE_API_TOKEN: '${{ secrets.CLOUDFLARE_API_TOKEN }}', PROJECT: '${{ vars.CLOUDFLARE_EDITOR_PROJECT }}'});
    expect(editor?.if).toBe("vars.EDITOR_URL != ''");
  });

  it('the production token is read only by the production job', () => {
    const readers = workflowFiles.flatMap((file) =>
      Object.entries(workflow(file).jobs)
        .filter(([, job]) => jobText(job).includes('secrets.CLOUDFLARE_API_TOKEN'))
        .map(([name, job]) => ({file, name, environment: environmentOf(job)})),
    );
    expect(readers).toEqual([{file: 'deploy.yml', name: 'publish', environment: 'production'}]);
  });

  it('preview: each pull request is built with its own address, with no secret, unless it cannot be', () => {
    const flow = workflow('preview.yml');
    expect(Object.keys(flow.on)).toEqual(['pull_request']);
    expect(Object.keys(flow.jobs)).toEqual(['build']);
    const job = flow.jobs.build!;
    expect(job.permissions).toEqual({contents: 'read'});
    expect(jobText(job)).not.toMatch(/secrets\./);
    const build = job.steps.find((step) => step.run === 'npm run build');
    expect(build?.env?.SITE_URL).toMatch(/^https:\/\/\$\{\{ env\.BRANCH_ALIAS \}\}\./);
    expect(build?.env?.DEPLOY_ENV).not.toBe('production');
    expect(job.steps.find((step) => step.uses?.startsWith('actions/upload-artifact@'))?.with).toMatchObject({name: 'preview-site', path: 'build/'});
    // Every step after the check is skipped for a fork or without the Pages project.
    expect(job.steps.slice(1).every((step) => step.if === "steps.can.outputs.build == 'true'")).toBe(true);
    expect(job.steps[0]?.run).toContain('build=false');
  });

  it('preview deploy: runs from main after a successful build, runs no branch code, and publishes with the preview token what the build handed on', () => {
    const flow = workflow('preview-deploy.yml');
    expect(flow.on).toEqual({workflow_run: {workflows: [workflow('preview.yml').name], types: ['completed']}});
    const job = flow.jobs.publish!;
    expect(job.if).toContain("github.event.workflow_run.conclusion == 'success'");
    expect(job.if).toContain('github.event.workflow_run.head_repository.full_name == github.repository');
    expect(environmentOf(job)).toBe('preview');
    expect(job.permissions).toEqual({actions: 'read', 'pull-requests': 'write', statuses: 'write'});
    expect(job.steps.some((step) => step.uses?.startsWith('actions/checkout@'))).toBe(false);
    expect(runsRepositoryCode(job)).toBe(false);
    const upload = workflow('preview.yml').jobs.build!.steps.find((step) => step.uses?.startsWith('actions/upload-artifact@'));
    expect(job.steps.find((step) => step.uses?.startsWith('actions/download-artifact@'))?.with).toMatchObject({name: upload?.with?.name, 'run-id': '${{ github.event.workflow_run.id }}'});
    // The pull request and its commit come from GitHub's record of the run, and are checked before use.
    const find = job.steps.find((step) => step.id === 'pull');
    expect(find?.with?.script).toContain('context.payload.workflow_run');
    const check = job.steps.find((step) => step.id === 'can');
    expect(check?.run).toContain('*[!0-9]*');
    expect(check?.run).toContain('*[!0-9a-f]*');
    const publish = job.steps.find((step) => step.run?.includes('pages deploy'));
    expect(publish?.run).toContain('--branch="pr-$PR_NUMBER"');
    expect(publish?.env?.CLOUDFLARE_API_TOKEN).toBe('${{ secrets.CLOUDFLARE_PREVIEW_API_TOKEN }}');
    // The editor finds an entry's preview through this commit status.
    const link = job.steps.find((step) => String(step.with?.script ?? '').includes('createCommitStatus'));
    expect(link?.with?.script).toContain("context: 'Cloudflare Pages preview'");
    expect(link?.env?.PREVIEW_URL).toBe('https://pr-${{ steps.pull.outputs.number }}.${{ vars.CLOUDFLARE_PAGES_PROJECT }}.pages.dev');
    expect(workflow('preview.yml').jobs.build!.env?.BRANCH_ALIAS).toBe('pr-${{ github.event.pull_request.number }}');
  });

  it('pull request: posts the content review as one comment, never failing the checks, from a job that runs no branch code', () => {
    const flow = workflow('pull-request.yml');
    const review = flow.jobs['content-review']!;
    expect(review.steps.find((step) => step.run?.includes('content:review'))?.run).toMatch(/content:review -- --markdown > content-review\.md \|\| true/);
    const comment = flow.jobs['content-review-comment']!;
    expect(comment.needs).toBe('content-review');
    expect(comment.permissions).toEqual({'pull-requests': 'write'});
    expect(runsRepositoryCode(comment)).toBe(false);
    expect(comment.steps.some((step) => step.uses?.startsWith('actions/checkout@'))).toBe(false);
    const post = comment.steps.find((step) => step.uses?.startsWith('actions/github-script@'));
    expect(post?.with?.script).toContain('updateComment');
    expect(post?.with?.script).toContain('content-review.md');
  });

  it('Dependabot proposes updates of the npm packages and of the pinned actions, weekly', () => {
    const config = parseYaml<{version: number; updates: {'package-ecosystem': string; directory: string; schedule: {interval: string}}[]}>('.github/dependabot.yml');
    expect(config.version).toBe(2);
    expect(config.updates.map((update) => [update['package-ecosystem'], update.directory, update.schedule.interval]).sort()).toEqual([
      ['github-actions', '/', 'weekly'],
      ['npm', '/', 'weekly'],
    ]);
  });
});

describe('the lint rule on imports', () => {
  it("refuses a package's lib/ file and another plugin's generated module, and allows our own data files", () => {
    const lint = (source: string) => spawnSync(path.join(repo, 'node_modules/.bin/eslint'), ['--stdin', '--stdin-filename', 'src/probe.ts'], {cwd: repo, input: source, encoding: 'utf8'});
    const refused = lint("import t from '@docusaurus/core/lib/ssg/ssgTemplate.html.js';\nimport c from '@generated/codeTranslations';\nexport default [t, c];\n");
    expect(refused.status).toBe(1);
    expect(refused.stdout.match(/no-restricted-imports/g)).toHaveLength(2);
    expect(lint("import p from '@generated/borl-collections/default/press.json';\nexport default p;\n").status).toBe(0);
  });
});

describe('the Node.js version', () => {
  const manifest = JSON.parse(readFileSync(path.join(repo, 'package.json'), 'utf8')) as {engines: {node: string}};
  const lowest = semver.minVersion(manifest.engines.node)?.version ?? '';
  /**
   * Packages that declare a newer Node.js than the site's lowest and run on it all the same: the
   * HTML validator of `npm run test:build` (html-validate 11, which reads HTML with its optional
   * end tags left out, as the build writes it; version 10, the last to declare Node 20, reports
   * every such page as broken) and two packages of its own. The tests run them on Node 20.
   */
  const declaringNewer = ['node_modules/@html-validate/stylish', 'node_modules/html-validate', 'node_modules/html-validate/node_modules/@sidvind/better-ajv-errors'];

  it('is the lowest that every installed package accepts (but the HTML validator, which runs on it), and the README says so', () => {
    const lock = JSON.parse(readFileSync(path.join(repo, 'package-lock.json'), 'utf8')) as {packages: Record<string, {engines?: {node?: unknown}}>};
    const refusing = Object.entries(lock.packages).filter(([, entry]) => typeof entry.engines?.node === 'string' && !semver.satisfies(lowest, entry.engines.node));
    expect(refusing.map(([name]) => name).sort()).toEqual(declaringNewer);
    const below = semver.parse(lowest)!;
    expect(semver.satisfies(`${below.major}.${below.minor - 1}.0`, manifest.engines.node)).toBe(false);
    const readme = readFileSync(path.join(repo, 'README.md'), 'utf8');
    expect(readme).toContain(`Node.js ${below.major}.${below.minor} or newer`);
    expect(readme).toContain('html-validate 11');
  });
});

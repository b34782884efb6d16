/**
 * @jest-environment node
 */
/** The workflows publish to the host that applies `_headers`; only a production build needs the EmailJS settings; imports stay public. */
import {spawnSync} from 'node:child_process';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {emailJsConfigForBuild, emailJsEnvironmentVariables, isProductionDeploy} from '@site/src/config/emailJs';

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

type Step = {name?: string; uses?: string; run?: string; if?: string; env?: Record<string, string>; with?: Record<string, string>};
type Workflow = {on: Record<string, unknown>; permissions?: Record<string, string>; jobs: Record<string, {permissions?: Record<string, string>; steps: Step[]}>};

/** A workflow file, parsed (a YAML error fails the test). */
function workflow(file: string): Workflow {
  // gray-matter's YAML parser (js-yaml), which its types do not declare.
  const {engines} = matter as unknown as {engines: {yaml: {parse: (text: string) => unknown}}};
  return engines.yaml.parse(readFileSync(path.join(repo, '.github/workflows', file), 'utf8')) as Workflow;
}
const steps = (flow: Workflow) => Object.values(flow.jobs).flatMap((job) => job.steps);

describe('workflows', () => {
  it.each(readdirSync(path.join(repo, '.github/workflows')).filter((file) => /\.ya?ml$/.test(file)))('%s parses, and every job has steps', (file) => {
    const flow = workflow(file);
    expect(Object.keys(flow.on).length).toBeGreaterThan(0);
    for (const job of Object.values(flow.jobs)) {
      expect(job.steps.length).toBeGreaterThan(0);
    }
  });

  it('deploy: builds main as production, with the EmailJS variables, and publishes build/ to Cloudflare Pages', () => {
    const flow = workflow('deploy.yml');
    expect(flow.on.push).toEqual({branches: ['main']});
    const build = steps(flow).find((step) => step.run === 'npm run build');
    expect(build?.env?.DEPLOY_ENV).toBe('production');
    for (const name of emailJsEnvironmentVariables) {
      expect(build?.env?.[name]).toBe(`\${{ vars.${name} }}`);
    }
    const publish = steps(flow).find((step) => step.uses?.startsWith('cloudflare/wrangler-action@'));
    expect(publish?.with?.command).toMatch(/^pages deploy build --project-name=\$\{\{ vars\.CLOUDFLARE_PAGES_PROJECT \}\} --branch=main /);
    expect(steps(flow).indexOf(publish!)).toBeGreaterThan(steps(flow).indexOf(build!));
  });

  it('preview: each pull request is built with its own address and published, unless it cannot be', () => {
    const flow = workflow('preview.yml');
    expect(Object.keys(flow.on)).toEqual(['pull_request']);
    const all = steps(flow);
    const build = all.find((step) => step.run === 'npm run build');
    expect(build?.env?.SITE_URL).toMatch(/^https:\/\/\$\{\{ env\.BRANCH_ALIAS \}\}\./);
    expect(build?.env?.DEPLOY_ENV).not.toBe('production');
    const publish = all.find((step) => step.uses?.startsWith('cloudflare/wrangler-action@'));
    expect(publish?.with?.command).toContain('--branch=${{ env.BRANCH_ALIAS }}');
    // Every step after the check is skipped for a fork or without the secrets.
    expect(all.slice(1).every((step) => step.if === "steps.can.outputs.publish == 'true'")).toBe(true);
    expect(all[0]?.run).toContain('publish=false');
  });

  it('pull request: posts the content review as one comment, never failing the checks', () => {
    const flow = workflow('pull-request.yml');
    const job = flow.jobs['content-review']!;
    expect(job.permissions?.['pull-requests']).toBe('write');
    const review = job.steps.find((step) => step.run?.includes('content:review'));
    expect(review?.run).toMatch(/content:review -- --markdown > content-review\.md \|\| true/);
    const comment = job.steps.find((step) => step.uses?.startsWith('actions/github-script@'));
    expect(comment?.with?.script).toContain('updateComment');
    expect(comment?.with?.script).toContain('content-review.md');
  });
});

describe('the lint rule on imports', () => {
  it("refuses a package's lib/ file and another plugin's generated module, and allows our own data files", () => {
    const lint = (source: string) =>
      spawnSync(path.join(repo, 'node_modules/.bin/eslint'), ['--stdin', '--stdin-filename', 'src/probe.ts'], {cwd: repo, input: source, encoding: 'utf8'});
    const refused = lint("import t from '@docusaurus/core/lib/ssg/ssgTemplate.html.js';\nimport c from '@generated/codeTranslations';\nexport default [t, c];\n");
    expect(refused.status).toBe(1);
    expect(refused.stdout.match(/no-restricted-imports/g)).toHaveLength(2);
    expect(lint("import p from '@generated/borl-collections/default/press.json';\nexport default p;\n").status).toBe(0);
  });
});

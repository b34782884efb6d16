import {rmSync} from 'node:fs';
import {HtmlValidate} from 'html-validate';
import {htmlFiles, summary, validateBuild} from '@site/scripts/validate-html';
import {fakeBuild} from './helpers/fakeBuild';

const page = (lang: string, body: string) => `<!DOCTYPE html><html lang="${lang}"><head><title>A page</title></head><body>${body}</body></html>`;
const validator = () => new HtmlValidate({root: true, extends: ['html-validate:standard']});

describe('the built-page validation', () => {
  let dir = '';
  afterEach(() => rmSync(dir, {recursive: true, force: true}));

  it('reads every .html file in every folder, and nothing else', () => {
    dir = fakeBuild('validate-html-', {'index.html': '', 'bn/a/b.html': '', 'sitemap.xml': '', 'img/x.svg': ''});
    expect(htmlFiles(dir)).toEqual(['bn/a/b.html', 'index.html']);
  });

  it('reports an error with its page, position and rule, and counts the pages per language', async () => {
    dir = fakeBuild('validate-html-', {
      'index.html': page('en-GB', '<main><p>Fine</p></main>'),
      'bn/index.html': page('bn-BD', '<main><figure><p>Image</p><figcaption>Caption</figcaption><dialog aria-label="Image">x</dialog></figure></main>'),
    });
    const result = await validateBuild(dir, validator());
    expect(result.pagesByLanguage).toEqual({'en-GB': 1, 'bn-BD': 1});
    expect(result.problems).toEqual([
      expect.objectContaining({file: 'bn/index.html', line: 1, rule: 'element-permitted-order', severity: 'error'}),
    ]);
    expect(summary(result, 1.23)).toBe('html-validate: 2 pages (bn-BD 1, en-GB 1) in 1.2 s: 1 errors, 0 warnings\n  element-permitted-order: 1');
  });

  it('passes valid pages', async () => {
    dir = fakeBuild('validate-html-', {'index.html': page('en-GB', '<main><figure><img src="a.png" alt="A"><figcaption>A</figcaption></figure></main>')});
    const result = await validateBuild(dir, validator());
    expect(result.problems).toEqual([]);
    expect(summary(result, 0)).toMatch(/: 1 pages \(en-GB 1\) in 0\.0 s: 0 errors, 0 warnings$/);
  });
});

import {HtmlValidate} from 'html-validate';
import {validatePage} from '@site/scripts/validate-html';

const page = (lang: string, body: string) => `<!DOCTYPE html><html lang="${lang}"><head><title>A page</title></head><body>${body}</body></html>`;
const validator = new HtmlValidate({root: true, extends: ['html-validate:standard']});

describe('the built-page validation', () => {
  it('reports an error with its page, position and rule', async () => {
    const html = page('bn-BD', '<main><figure><p>Image</p><figcaption>Caption</figcaption><dialog aria-label="Image">x</dialog></figure></main>');
    expect(await validatePage(validator, 'bn/index.html', '/build/bn/index.html', html)).toEqual([
      expect.objectContaining({file: 'bn/index.html', line: 1, rule: 'element-permitted-order', severity: 'error'}),
    ]);
  });

  it('passes valid pages', async () => {
    const html = page('en-GB', '<main><figure><img src="a.png" alt="A"><figcaption>A</figcaption></figure></main>');
    expect(await validatePage(validator, 'index.html', '/build/index.html', html)).toEqual([]);
  });
});

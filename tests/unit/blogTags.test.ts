import {readFileSync} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {featuredArticlesFolder} from '../shared/featuredArticles';

const root = path.join(__dirname, '../..');

type TagsFile = Record<string, {label?: string; description?: string} | null>;

/** A tags registry (tags.yml) parsed with gray-matter's YAML parser. */
function tagsFile(file: string): TagsFile {
  return matter(`---\n${readFileSync(path.join(root, file), 'utf8')}\n---\n`).data as TagsFile;
}

describe('the featured articles’ tags in Bengali', () => {
  const english = tagsFile(path.join(featuredArticlesFolder, 'tags.yml'));
  const bengali = tagsFile(path.join('i18n/bn', `docusaurus-plugin-content-blog-${path.basename(featuredArticlesFolder)}`, 'tags.yml'));

  it('has exactly the English tags (a tag page has the same address in both languages), each with a Bengali label and description', () => {
    expect(Object.keys(bengali).sort()).toEqual(Object.keys(english).sort());
    for (const [key, tag] of Object.entries(bengali)) {
      expect(`${key}: ${tag?.label ?? ''}`).toMatch(new RegExp(`^${key}: [^A-Za-z]*[\\u0980-\\u09FF][^A-Za-z]*$`));
      expect(`${key}: ${tag?.description ?? ''}`).toMatch(/[\u0980-\u09FF]+.*।$/);
    }
  });
});

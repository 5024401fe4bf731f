/**
 * The main blog must hold exactly the eleven posts the site publishes,
 * with their dates, slugs, titles, tags and authors, and each post must be a
 * real article: a description, an excerpt marker and at least 400 words.
 */
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';

const blogDir = path.resolve(__dirname, '../../blog');
const staticDir = path.resolve(__dirname, '../../static');

interface ExpectedPost {
  file: string;
  title: string;
  tags: string[];
  authors: string[];
}

/** From /work/shared/inventory/blog.json; inline authors became authors.yml keys. */
const expectedPosts: ExpectedPost[] = [
  {file: '2017-12-14-introducing-docusaurus.md', title: 'Introducing Docusaurus', tags: ['documentation', 'blog', 'docusaurus'], authors: ['JMarcey']},
  {file: '2018-04-30-How-I-Converted-Profilo-To-Docusaurus.md', title: 'How I Converted Profilo to Docusaurus in Under 2 Hours', tags: ['profilo', 'adoption'], authors: ['abernathyca']},
  {file: '2018-09-11-Towards-Docusaurus-2.md', title: 'Towards Docusaurus 2', tags: ['new', 'adoption'], authors: ['endiliey']},
  {file: '2018-12-14-Happy-First-Birthday-Slash.md', title: 'Happy 1st Birthday Slash!', tags: ['birth'], authors: ['JMarcey']},
  {file: '2019-12-30-docusaurus-2019-recap.md', title: 'Docusaurus 2019 Recap', tags: ['recap'], authors: ['yangshun']},
  {file: '2020-01-07-tribute-to-endi.md', title: 'Tribute to Endi', tags: ['endi', 'tribute'], authors: ['JMarcey']},
  {file: '2021-01-19-docusaurus-2020-recap.md', title: 'Docusaurus 2020 Recap', tags: ['recap'], authors: ['slorber']},
  {file: '2021-03-09-releasing-docusaurus-i18n.md', title: 'Releasing Docusaurus i18n', tags: ['release', 'i18n'], authors: ['slorber']},
  {file: '2021-05-12-announcing-docusaurus-two-beta/index.md', title: 'Announcing Docusaurus 2 Beta', tags: ['release', 'beta'], authors: ['slorber', 'JMarcey', 'yangshun', 'lex111']},
  {file: '2021-11-21-algolia-docsearch-migration/index.md', title: 'DocSearch migration', tags: ['search'], authors: ['shortcuts', 'slorber']},
  {file: '2022-01-24-docusaurus-2021-recap/index.md', title: 'Docusaurus 2021 Recap', tags: ['recap'], authors: ['Josh-Cena']},
];

/** Every Markdown post under blog/, as paths relative to it. */
function listPostFiles(): string[] {
  return fs
    .readdirSync(blogDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/** `authors` front matter may be one key or a list of keys. */
function asList(value: unknown): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value.map(String) : [String(value)];
}

/** Words a reader sees: front matter, code blocks and the excerpt marker do not count. */
function countProseWords(content: string): number {
  const prose = content
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/\]\([^)]*\)/g, ']');
  return prose.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

function readAuthorsMap(): Record<string, Record<string, string>> {
  const yaml = fs.readFileSync(path.join(blogDir, 'authors.yml'), 'utf8');
  // gray-matter's YAML engine parses a document wrapped as front matter.
  return matter(`---\n${yaml}\n---\n`).data as Record<string, Record<string, string>>;
}

describe('main blog posts', () => {
  it('are exactly the eleven inventory files', () => {
    assert.deepEqual(listPostFiles(), expectedPosts.map((post) => post.file).sort());
  });

  for (const expected of expectedPosts) {
    describe(expected.file, () => {
      const source = fs.readFileSync(path.join(blogDir, expected.file), 'utf8');
      const {data, content} = matter(source);

      it('has the inventory title, tags and authors', () => {
        assert.equal(data.title, expected.title);
        assert.deepEqual(data.tags, expected.tags);
        assert.deepEqual(asList(data.authors), expected.authors);
      });

      it('has a description and an excerpt marker after the intro', () => {
        assert.equal(typeof data.description, 'string');
        assert.ok(String(data.description).length >= 50, 'description is too short');
        const marker = content.indexOf('<!--truncate-->');
        assert.ok(marker > 0, 'missing <!--truncate-->');
        assert.ok(countProseWords(content.slice(0, marker)) >= 30, 'intro before the marker is too short');
      });

      it('has at least 400 words', () => {
        const words = countProseWords(content);
        assert.ok(words >= 400, `only ${words} words`);
      });

      it('links only to site paths or files, never to another host', () => {
        const links = [...content.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]);
        for (const link of links) {
          assert.match(link, /^\/(docs|blog|showcase)\b/, `unexpected link ${link}`);
        }
      });
    });
  }
});

describe('blog/authors.yml', () => {
  const authors = readAuthorsMap();

  it('defines every author a post uses', () => {
    const used = new Set(expectedPosts.flatMap((post) => post.authors));
    for (const key of used) assert.ok(authors[key], `missing author ${key}`);
  });

  for (const [key, author] of Object.entries(authors)) {
    it(`${key} has a name, title, GitHub URL and a local avatar`, () => {
      assert.ok(author.name, 'name');
      assert.ok(author.title, 'title');
      assert.match(author.url, /^https:\/\/github\.com\/[\w-]+$/);
      assert.match(author.image_url, /^\/img\/authors\/[\w-]+\.svg$/);
      assert.ok(fs.existsSync(path.join(staticDir, author.image_url)), `${author.image_url} not found`);
    });
  }
});

import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'fs';
import os from 'os';
import path from 'path';
import {cardSvg, wrapTitle} from '../../src/plugins/social-cards/cardSvg';
import {renderCards} from '../../src/plugins/social-cards/renderCards';
import {socialCardPathFor} from '../../src/utils/socialCardUrl';

/** Width and height from a PNG's IHDR chunk (bytes 16-23, big-endian). */
function pngSize(file: string): {width: number; height: number} {
  const header = fs.readFileSync(file).subarray(0, 24);
  assert.equal(header.subarray(1, 4).toString('ascii'), 'PNG', `${file} is not a PNG`);
  return {width: header.readUInt32BE(16), height: header.readUInt32BE(20)};
}

test('two pages get two different 1200x630 cards, and a second build reuses the cache', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'social-cards-'));
  const cacheDir = path.join(dir, 'cache');
  const jobs = [
    {svg: cardSvg({siteName: 'Docusaurus', section: 'Docs · version 2.0.0-rc.2', title: 'Installation'}), outputFile: path.join(dir, 'out/docs/installation.png')},
    {svg: cardSvg({siteName: 'Docusaurus', section: 'Blog', title: 'Announcing Docusaurus 2.0'}), outputFile: path.join(dir, 'out/blog/announcing.png')},
  ];
  const first = await renderCards(jobs, cacheDir, 2);
  assert.deepEqual(first, {rendered: 2, fromCache: 0});
  for (const job of jobs) {
    assert.ok(fs.existsSync(job.outputFile), `${job.outputFile} was not written`);
    assert.deepEqual(pngSize(job.outputFile), {width: 1200, height: 630});
  }
  assert.notDeepEqual(fs.readFileSync(jobs[0].outputFile), fs.readFileSync(jobs[1].outputFile));

  fs.rmSync(path.join(dir, 'out'), {recursive: true});
  const second = await renderCards(jobs, cacheDir, 2);
  assert.deepEqual(second, {rendered: 0, fromCache: 2});
  assert.deepEqual(pngSize(jobs[1].outputFile), {width: 1200, height: 630});
  fs.rmSync(dir, {recursive: true});
});

test('the card shows the title, escaped, wrapped within four lines', () => {
  const svg = cardSvg({siteName: 'Docusaurus', section: 'Changelog', title: 'A & <B> "c"'});
  assert.match(svg, />A &#38; &#60;B&#62; &#34;c&#34;<\/text>/);
  const lines = wrapTitle('a fairly long title that keeps going well beyond what four lines of the card can hold at all', 20, 4);
  assert.equal(lines.length, 4);
  assert.ok(lines[3].endsWith('…'));
});

test('a page maps to its card path, index routes to index.png', () => {
  assert.equal(socialCardPathFor('/docs/installation', '/'), '/img/social-cards/docs/installation.png');
  assert.equal(socialCardPathFor('/docs/', '/'), '/img/social-cards/docs/index.png');
  assert.equal(socialCardPathFor('/base/blog/x', '/base/'), '/base/img/social-cards/blog/x.png');
});

/**
 * The golden query set of `npm run bench:search` stays usable: enough
 * queries of every kind, each kind in the tuned and in the held-out half,
 * every query with pages to accept; and the benchmark scores ranks the
 * way its table says.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {rankOfAccepted, readGoldenQueries, score, unlikeTuned, wordOverlap, type GoldenQuery} from '../../scripts/bench/search-metrics';

const queries = readGoldenQueries();
const kinds = ['identifier', 'question', 'typo-1', 'typo-2', 'spelling-synonym', 'concept', 'stop-words'];

test('at least 150 queries, of the seven kinds only, none twice', () => {
  assert.ok(queries.length >= 150, `${queries.length} queries`);
  assert.deepEqual([...new Set(queries.map((query) => query.kind))].sort(), [...kinds].sort());
  const texts = queries.map((query) => query.query.toLowerCase());
  assert.deepEqual(texts.filter((text, index) => texts.indexOf(text) !== index), []);
});

test('every kind is in both halves, with at least 10 held-out queries', () => {
  for (const kind of kinds) {
    const ofKind = queries.filter((query) => query.kind === kind);
    const tuned = ofKind.filter((query) => query.half === 'tuned').length;
    const heldOut = ofKind.filter((query) => query.half === 'held-out').length;
    assert.equal(tuned + heldOut, ofKind.length, `${kind}: every query is in a half`);
    assert.ok(tuned >= 10 && heldOut >= 10, `${kind}: ${tuned} tuned, ${heldOut} held out`);
  }
});

test('every query accepts current-docs or community pages, written as site paths', () => {
  for (const query of queries) {
    assert.ok(query.accept.length > 0, query.query);
    for (const page of query.accept) {
      assert.match(page, /^\/(docs|community)(\/|$)/, `${query.query}: ${page}`);
      assert.doesNotMatch(page, /^\/docs\/(2\.0\.0|next)/, `${query.query}: ${page} is an old version`);
    }
  }
});

test('a page counts once whatever its trailing slash or anchor; ranks and scores follow', () => {
  const pages = ['/docs/', '/docs/cli#build', '/docs/cli', '/docs/seo/'];
  assert.equal(rankOfAccepted(pages, ['/docs/seo']), 3);
  assert.equal(rankOfAccepted(pages, ['/docs/cli']), 2);
  assert.equal(rankOfAccepted(pages, ['/docs/blog']), 0);
  const scores = score([
    {rank: 1, empty: false},
    {rank: 3, empty: false},
    {rank: 0, empty: true},
    {rank: 11, empty: false},
  ]);
  assert.deepEqual(scores, {count: 4, hit1: 0.25, hit3: 0.5, mrr10: (1 + 1 / 3) / 4, empty: 1});
});

test('word overlap counts meaningful words only: a rephrased copy overlaps by half or more, another question less', () => {
  assert.equal(wordOverlap('how do I add a sidebar', 'add sidebar'), 1);
  const copy = wordOverlap(
    'how do I try a bug fix that was merged on main but not released yet',
    "how do I try a bug fix that was merged but isn't in a release yet",
  );
  assert.ok(copy >= 0.5, String(copy));
  assert.ok(wordOverlap('how do I try a bug fix before a release', 'where do I report a bug') < 0.5);
  assert.equal(wordOverlap('how do I', 'what is it'), 0);
});

test('held-out queries unlike the tuned ones leave out near-copies of a tuned query, and tuned queries', () => {
  const golden = (query: string, half: GoldenQuery['half']): GoldenQuery => ({query, half, kind: 'question', accept: ['/docs']});
  const tunedOne = golden('webpack config merge strategy', 'tuned');
  const nearCopy = golden('webpack config merge strategy for plugins', 'held-out');
  const novel = golden('why does my sidebar collapse on every click', 'held-out');
  assert.deepEqual(unlikeTuned([tunedOne, nearCopy, novel]), [novel]);
});

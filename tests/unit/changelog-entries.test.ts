/**
 * Checks every entry in changelog/ against the format the changelog section
 * relies on: file name date = front matter date, slug = title = version from
 * the file name, a truncate marker for the compact list, and one entry per
 * published release of Docusaurus 2 from alpha.19 to rc.1.
 */
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';

const changelogDir = path.join(__dirname, '..', '..', 'changelog');

// Every release of the July 2022 changelog (version, release date), newest first.
const RELEASES: readonly (readonly [version: string, date: string])[] = [
  ['2.0.0-rc.1', '2022-07-14'],
  ['2.0.0-beta.22', '2022-07-08'],
  ['2.0.0-beta.21', '2022-05-27'],
  ['2.0.0-beta.20', '2022-05-05'],
  ['2.0.0-beta.19', '2022-05-04'],
  ['2.0.0-beta.18', '2022-03-25'],
  ['2.0.0-beta.17', '2022-03-03'],
  ['2.0.0-beta.16', '2022-02-25'],
  ['2.0.0-beta.15', '2022-01-26'],
  ['2.0.0-beta.14', '2021-12-21'],
  ['2.0.0-beta.13', '2021-12-10'],
  ['2.0.0-beta.12', '2021-12-10'],
  ['2.0.0-beta.11', '2021-12-10'],
  ['2.0.0-beta.10', '2021-12-09'],
  ['2.0.0-beta.9', '2021-11-02'],
  ['2.0.0-beta.8', '2021-10-21'],
  ['2.0.0-beta.7', '2021-10-15'],
  ['2.0.0-beta.6', '2021-09-02'],
  ['2.0.0-beta.5', '2021-08-26'],
  ['2.0.0-beta.4', '2021-07-28'],
  ['2.0.0-beta.3', '2021-06-30'],
  ['2.0.0-beta.2', '2021-06-24'],
  ['2.0.0-beta.1', '2021-06-18'],
  ['2.0.0-beta.0', '2021-05-12'],
  ['2.0.0-alpha.75', '2021-04-30'],
  ['2.0.0-alpha.74', '2021-04-27'],
  ['2.0.0-alpha.73', '2021-04-16'],
  ['2.0.0-alpha.72', '2021-03-16'],
  ['2.0.0-alpha.71', '2021-03-09'],
  ['2.0.0-alpha.70', '2020-12-17'],
  ['2.0.0-alpha.69', '2020-11-24'],
  ['2.0.0-alpha.68', '2020-11-18'],
  ['2.0.0-alpha.67', '2020-11-18'],
  ['2.0.0-alpha.66', '2020-10-19'],
  ['2.0.0-alpha.65', '2020-10-02'],
  ['2.0.0-alpha.64', '2020-09-11'],
  ['2.0.0-alpha.63', '2020-09-03'],
  ['2.0.0-alpha.62', '2020-08-28'],
  ['2.0.0-alpha.61', '2020-08-01'],
  ['2.0.0-alpha.60', '2020-07-29'],
  ['2.0.0-alpha.59', '2020-07-24'],
  ['2.0.0-alpha.58', '2020-06-18'],
  ['2.0.0-alpha.57', '2020-06-18'],
  ['2.0.0-alpha.56', '2020-05-28'],
  ['2.0.0-alpha.55', '2020-05-19'],
  ['2.0.0-alpha.54', '2020-04-28'],
  ['2.0.0-alpha.53', '2020-04-27'],
  ['2.0.0-alpha.51', '2020-04-27'],
  ['2.0.0-alpha.50', '2020-04-02'],
  ['2.0.0-alpha.49', '2020-04-01'],
  ['2.0.0-alpha.48', '2020-03-08'],
  ['2.0.0-alpha.44', '2020-03-08'],
  ['2.0.0-alpha.43', '2020-02-18'],
  ['2.0.0-alpha.41', '2020-02-16'],
  ['2.0.0-alpha.40', '2019-12-25'],
  ['2.0.0-alpha.39', '2019-12-07'],
  ['2.0.0-alpha.38', '2019-12-06'],
  ['2.0.0-alpha.37', '2019-12-01'],
  ['2.0.0-alpha.36', '2019-11-22'],
  ['2.0.0-alpha.35', '2019-11-17'],
  ['2.0.0-alpha.34', '2019-11-11'],
  ['2.0.0-alpha.33', '2019-11-08'],
  ['2.0.0-alpha.32', '2019-11-04'],
  ['2.0.0-alpha.31', '2019-10-26'],
  ['2.0.0-alpha.30', '2019-10-22'],
  ['2.0.0-alpha.29', '2019-10-21'],
  ['2.0.0-alpha.28', '2019-10-21'],
  ['2.0.0-alpha.27', '2019-10-14'],
  ['2.0.0-alpha.26', '2019-10-12'],
  ['2.0.0-alpha.25', '2019-10-01'],
  ['2.0.0-alpha.24', '2019-07-24'],
  ['2.0.0-alpha.23', '2019-07-21'],
  ['2.0.0-alpha.22', '2019-07-20'],
  ['2.0.0-alpha.21', '2019-07-14'],
  ['2.0.0-alpha.20', '2019-07-14'],
  ['2.0.0-alpha.19', '2019-06-07'],
];

// The changelog's last section is not a release: the V2 migration notes.
const NON_RELEASE_ENTRY_DATE = '2019-04-10';

const entryFileName = /^(?<date>\d{4}-\d{2}-\d{2})-(?<name>.+)\.mdx?$/;
const versionName = /^\d+\.\d+\.\d+(?:-(?:alpha|beta|rc)\.\d+)?$/;
const truncateMarker = /<!--\s*truncate\s*-->/;

type Entry = {
  file: string;
  fileDate: string;
  name: string;
  frontMatter: Record<string, unknown>;
  body: string;
};

function readEntries(): Entry[] {
  return fs
    .readdirSync(changelogDir)
    .filter((file) => /\.mdx?$/.test(file))
    .sort()
    .map((file) => {
      const match = entryFileName.exec(file);
      assert.ok(match?.groups, `${file}: expected <YYYY-MM-DD>-<version>.md`);
      const {data, content} = matter(fs.readFileSync(path.join(changelogDir, file), 'utf8'));
      return {file, fileDate: match.groups.date!, name: match.groups.name!, frontMatter: data, body: content};
    });
}

/** YAML turns an unquoted date into a Date; a quoted one stays a string. */
function frontMatterDate(value: unknown): string | undefined {
  if (value instanceof Date) {
    return value.toISOString().slice(0, 10);
  }
  return typeof value === 'string' ? value.slice(0, 10) : undefined;
}

const entries = readEntries();
const releaseEntries = entries.filter((entry) => versionName.test(entry.name));
const otherEntries = entries.filter((entry) => !versionName.test(entry.name));
const releaseDates = new Map(RELEASES);

describe('changelog entries', () => {
  it('has entries to check', () => {
    assert.ok(releaseEntries.length > 0, 'no release entries found in changelog/');
  });

  for (const entry of entries) {
    describe(entry.file, () => {
      it('has the date of its file name in front matter', () => {
        assert.equal(frontMatterDate(entry.frontMatter.date), entry.fileDate);
      });

      it('has a truncate marker after its summary', () => {
        assert.match(entry.body, truncateMarker);
        const summary = entry.body.split(truncateMarker)[0]!.trim();
        assert.ok(summary.length > 0, 'the summary above the marker is empty');
      });

      if (versionName.test(entry.name)) {
        it('uses its version as slug and title', () => {
          assert.equal(entry.frontMatter.title, entry.name);
          assert.equal(entry.frontMatter.slug, entry.name);
        });

        it('is a known release with its release date', () => {
          assert.equal(releaseDates.get(entry.name), entry.fileDate, `${entry.name} is not a release of that date`);
        });
      }
    });
  }

  it('has at most one entry that is not a release (the V2 changelog notes)', () => {
    assert.ok(otherEntries.length <= 1, `unexpected entries: ${otherEntries.map((entry) => entry.file).join(', ')}`);
    for (const entry of otherEntries) {
      assert.equal(entry.fileDate, NON_RELEASE_ENTRY_DATE);
    }
  });

  it('has one entry per beta and release candidate', () => {
    const expected = RELEASES.map(([version]) => version).filter((version) => !version.includes('alpha'));
    const present = releaseEntries.map((entry) => entry.name).filter((version) => !version.includes('alpha'));
    assert.deepEqual([...present].sort(), [...expected].sort());
  });

  it('has one entry per release, 76 in all', (context) => {
    const present = releaseEntries.map((entry) => entry.name);
    if (!present.some((version) => version.includes('alpha'))) {
      // The alpha entries are written on another branch and merged later.
      context.skip('no alpha entries in changelog/ yet: the full set of 76 releases is checked once they are merged');
      return;
    }
    assert.equal(RELEASES.length, 76);
    assert.deepEqual([...present].sort(), RELEASES.map(([version]) => version).sort());
  });
});

const PULL_URL = 'https://github.com/facebook/docusaurus/pull/';

/** The entry's text without code, where `#123` is not a reference. */
function prose(body: string): string {
  return body.replace(/^(```|~~~)[\s\S]*?^\1/gm, '').replace(/`[^`\n]*`/g, '');
}

/** Pull request numbers the entry links to, in order of appearance. */
function linkedPullRequests(text: string): number[] {
  return [...text.matchAll(/\[#(\d+)\]\(https:\/\/github\.com\/facebook\/docusaurus\/pull\/(\d+)\)/g)].map((m) =>
    Number(m[1]),
  );
}

/** List items (a "- " line and its indented continuation lines), joined into one line each. */
function bullets(body: string): string[] {
  const items: string[] = [];
  for (const line of body.split('\n')) {
    if (/^- /.test(line)) items.push(line.slice(2));
    else if (/^\s+\S/.test(line) && items.length > 0) items[items.length - 1] += ` ${line.trim()}`;
  }
  return items;
}

/** Other releases a sentence names: "beta.22", "2.0.0-rc.1" (not Infima's "0.2.0-alpha.42"). */
function namedReleases(text: string, self: string): string[] {
  const names = [...text.matchAll(/(?<![\d.-])(?:2\.0\.0-)?((?:alpha|beta|rc)\.\d+)\b/g)].map((m) => `2.0.0-${m[1]}`);
  return [...new Set(names)].filter((name) => name !== self);
}

const entryByName = new Map(entries.map((entry) => [entry.name, entry]));
const pullRequestsOf = (name: string) => new Set(linkedPullRequests(prose(entryByName.get(name)?.body ?? '')));

describe('pull request references in changelog entries', () => {
  for (const entry of entries) {
    it(`${entry.file}: every #NNNN is a link to that pull request`, () => {
      const text = prose(entry.body);
      const mismatched = [...text.matchAll(/\[#(\d+)\]\(([^)]*)\)/g)]
        .filter((m) => m[2] !== `${PULL_URL}${m[1]}`)
        .map((m) => m[0]);
      assert.deepEqual(mismatched, [], 'link text and pull request URL disagree');
      const bare = text.replace(/\[#\d+\]\([^)]*\)/g, '').match(/#\d+\b/g) ?? [];
      assert.deepEqual(bare, [], 'references without a link');
    });
  }

  for (const entry of releaseEntries) {
    for (const item of bullets(prose(entry.body)).filter((text) => /revert/i.test(text))) {
      for (const other of namedReleases(item, entry.name)) {
        it(`${entry.name}: a revert naming ${other} agrees with that entry`, () => {
          assert.ok(entryByName.has(other), `${other} has no entry`);
          const mine = pullRequestsOf(entry.name);
          const theirs = pullRequestsOf(other);
          const mentioned = linkedPullRequests(item);
          const missing = mentioned.filter((pr) => !mine.has(pr) && !theirs.has(pr));
          assert.deepEqual(missing, [], `listed in neither ${entry.name} nor ${other}`);
          assert.ok(mentioned.some((pr) => theirs.has(pr)), `${other} lists none of ${mentioned.join(', ')}`);
        });
      }
    }
  }

  it('beta.22 lists the deploy change that rc.1 reverted, and rc.1 names it', () => {
    const beta22 = pullRequestsOf('2.0.0-beta.22');
    for (const pr of [7702, 7545, 7604, 7659, 7595]) assert.ok(beta22.has(pr), `beta.22 misses #${pr}`);
    const rc1 = pullRequestsOf('2.0.0-rc.1');
    assert.ok(rc1.has(7750) && rc1.has(7702));
  });
});

/** "N people contributed to this release: A (@a), B (@b)." */
const contributorsLine = /^(\d+) (?:people|person) contributed to this release: (.+)\.$/m;

describe('contributors of each release', () => {
  it('every entry that counts its contributors also names them', () => {
    const unnamed = releaseEntries
      .filter((entry) => /^\d+ (?:people|person) contributed to this release\.$/m.test(entry.body))
      .map((entry) => entry.name);
    assert.deepEqual(unnamed, []);
  });

  for (const entry of releaseEntries) {
    const match = contributorsLine.exec(entry.body);
    if (!match) continue;
    it(`${entry.name}: the count matches the names listed`, () => {
      const names = match[2]!.split(/, (?![^(]*\))/);
      assert.equal(names.length, Number(match[1]));
      for (const name of names) assert.match(name, /^(?:[^,()]+ \(@[\w-]+\)|@[\w-]+)$/, name);
      assert.equal(new Set(names).size, names.length, 'a name is listed twice');
    });
  }
});

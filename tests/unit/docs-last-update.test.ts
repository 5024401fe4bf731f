import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {getFileCommitDate} from '@docusaurus/utils';
import {parseGitLog, readLastCommits} from '../../src/plugins/docs-last-update/gitLastCommits';
import {formatLastUpdate, lastUpdateOf} from '../../src/plugins/docs-last-update';

const both = {showLastUpdateAuthor: true, showLastUpdateTime: true};

test('the newest commit of each path wins (git log lists newest first)', () => {
  const log = '\u001e300\u001fAda\n\ndocs/a.md\n\u001e200\u001fBo Li\n\ndocs/a.md\ndocs/b é.md\n\u001e100\u001fCy\n\n';
  const commits = parseGitLog(log);
  assert.deepEqual(commits.get('docs/a.md'), {timestamp: 300, author: 'Ada'});
  assert.deepEqual(commits.get('docs/b é.md'), {timestamp: 200, author: 'Bo Li'});
  assert.equal(commits.size, 2);
});

test('output that is not git log in the expected format is refused, not guessed at', () => {
  assert.throws(() => parseGitLog('\u001eyesterday\u001fAda\n\ndocs/a.md\n'), /unexpected git log line/);
});

test('one git log gives what the docs plugin asks git file by file', () => {
  const repo = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-last-update-'));
  const git = (...args: string[]) => execFileSync('git', args, {cwd: repo, stdio: 'pipe'});
  try {
    git('init', '-q');
    fs.mkdirSync(path.join(repo, 'docs/sub dir'), {recursive: true});
    const commit = (message: string, author: string, date: string, files: Record<string, string>) => {
      for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(repo, file), text);
      git('add', '-A');
      execFileSync('git', ['-c', 'user.email=a@example.com', '-c', `user.name=${author}`, 'commit', '-q', '-m', message], {
        cwd: repo,
        env: {...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date},
      });
    };
    commit('one', 'First Writer', '2021-01-01T00:00:00Z', {'docs/intro.md': 'a', 'docs/sub dir/é.md': 'a', 'other.md': 'a'});
    commit('two', 'Second Writer', '2022-06-15T12:00:00Z', {'docs/intro.md': 'b'});
    commit('three', 'Third Writer', '2023-03-03T03:00:00Z', {'other.md': 'b'});
    fs.writeFileSync(path.join(repo, 'docs/untracked.md'), 'new');

    const index = readLastCommits([path.join(repo, 'docs')]);
    assert.ok(index);
    for (const file of ['docs/intro.md', 'docs/sub dir/é.md']) {
      const fromPlugin = getFileCommitDate(path.join(repo, file), {age: 'newest', includeAuthor: true});
      assert.deepEqual(index.lookup(path.join(repo, file)), {timestamp: fromPlugin.timestamp, author: fromPlugin.author}, file);
    }
    assert.deepEqual(index.lookup(path.join(repo, 'docs/intro.md')), {timestamp: 1655294400, author: 'Second Writer'});
    assert.equal(index.lookup(path.join(repo, 'docs/untracked.md')), undefined);
    // Only the folders asked for are read.
    assert.equal(index.lookup(path.join(repo, 'other.md')), undefined);
  } finally {
    fs.rmSync(repo, {recursive: true, force: true});
  }
});

test('outside a git checkout there is no index (the plugin warns, as the official one does)', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-last-update-nogit-'));
  try {
    assert.equal(readLastCommits([folder]), null);
  } finally {
    fs.rmSync(folder, {recursive: true, force: true});
  }
});

test('front matter with author and date wins over git; either part alone falls back to git for the other', () => {
  const commit = {timestamp: 1600000000, author: 'Git Author'};
  assert.deepEqual(lastUpdateOf({frontMatter: {last_update: {author: 'Custom', date: '2000-01-01'}}}, commit, both), {
    lastUpdatedAt: 946684800,
    lastUpdatedBy: 'Custom',
  });
  assert.deepEqual(lastUpdateOf({frontMatter: {last_update: {author: 'Custom'}}}, commit, both), {
    lastUpdatedAt: 1600000000,
    lastUpdatedBy: 'Custom',
  });
  assert.deepEqual(lastUpdateOf({frontMatter: {last_update: {date: '2000-01-01'}}}, commit, both), {
    lastUpdatedAt: 946684800,
    lastUpdatedBy: 'Git Author',
  });
  assert.deepEqual(lastUpdateOf({frontMatter: {}}, undefined, both), {lastUpdatedAt: undefined, lastUpdatedBy: undefined});
});

test('each option shows only its own part', () => {
  const commit = {timestamp: 1600000000, author: 'Git Author'};
  assert.deepEqual(lastUpdateOf({frontMatter: {}}, commit, {showLastUpdateAuthor: false, showLastUpdateTime: true}), {
    lastUpdatedAt: 1600000000,
    lastUpdatedBy: undefined,
  });
  assert.deepEqual(lastUpdateOf({frontMatter: {}}, commit, {showLastUpdateAuthor: true, showLastUpdateTime: false}), {
    lastUpdatedAt: undefined,
    lastUpdatedBy: 'Git Author',
  });
});

test('dates are formatted as the docs plugin formats them (UTC, short month)', () => {
  assert.equal(formatLastUpdate(1795436030, 'en'), 'Nov 23, 2026');
  assert.equal(formatLastUpdate(946684800, 'en'), 'Jan 1, 2000');
});

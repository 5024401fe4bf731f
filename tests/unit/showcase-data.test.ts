/**
 * Checks the showcase data a contributor edits: every entry must be unique,
 * reachable over http(s), tagged with known tags, described in a real sentence
 * and have its generated preview committed.
 */
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

import {
  isTagKey,
  PREVIEW_DIRECTORY,
  showcaseSites,
  showcaseTags,
  tagKeys,
} from '../../src/data/showcase';

const repositoryRoot = path.resolve(__dirname, '../..');

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

describe('showcase data', () => {
  it('lists at least 150 sites', () => {
    assert.ok(showcaseSites.length >= 150, `only ${showcaseSites.length} sites`);
  });

  it('has unique names (case-insensitive) and unique websites', () => {
    const names = showcaseSites.map((site) => site.name.toLowerCase());
    assert.deepEqual(names.filter((name, index) => names.indexOf(name) !== index), []);
    const websites = showcaseSites.map((site) => site.website.replace(/\/$/, '').toLowerCase());
    assert.deepEqual(websites.filter((url, index) => websites.indexOf(url) !== index), []);
  });

  it('uses valid http(s) URLs for websites and sources', () => {
    for (const site of showcaseSites) {
      assert.ok(isHttpUrl(site.website), `${site.name}: bad website ${site.website}`);
      if (site.source !== null) {
        assert.ok(isHttpUrl(site.source), `${site.name}: bad source ${site.source}`);
      }
    }
  });

  it('uses only known tags, each at most once', () => {
    for (const site of showcaseSites) {
      for (const tag of site.tags) assert.ok(isTagKey(tag), `${site.name}: unknown tag ${tag}`);
      assert.equal(new Set(site.tags).size, site.tags.length, `${site.name}: repeated tag`);
    }
  });

  it('requires a source link for open-source sites', () => {
    const missing = showcaseSites.filter((site) => site.tags.includes('opensource') && site.source === null);
    assert.deepEqual(missing.map((site) => site.name), []);
  });

  it('gives each site a one-sentence description that is not its name', () => {
    for (const site of showcaseSites) {
      const description = site.description.trim();
      assert.ok(description.length > 0, `${site.name}: empty description`);
      assert.notEqual(description.toLowerCase(), site.name.trim().toLowerCase(), `${site.name}: description is the name`);
      assert.ok(description.length <= 140, `${site.name}: description longer than 140 characters`);
      assert.match(description, /[.!?]$/, `${site.name}: description should be a full sentence`);
    }
  });

  it('has a committed preview file for every site and no orphan previews', () => {
    const directory = path.join(repositoryRoot, PREVIEW_DIRECTORY);
    for (const site of showcaseSites) {
      const file = path.join(directory, site.preview);
      assert.ok(fs.existsSync(file), `${site.name}: missing preview ${site.preview}`);
      assert.ok(fs.statSync(file).size < 15 * 1024, `${site.name}: preview larger than 15 KB`);
    }
    const expected = new Set(showcaseSites.map((site) => site.preview));
    const orphans = fs.readdirSync(directory).filter((file) => !expected.has(file));
    assert.deepEqual(orphans, []);
  });

  it('lists favorites first, each group sorted by name', () => {
    const firstOther = showcaseSites.findIndex((site) => !site.tags.includes('favorite'));
    const favorites = showcaseSites.slice(0, firstOther);
    const others = showcaseSites.slice(firstOther);
    assert.ok(favorites.length > 0);
    assert.ok(others.every((site) => !site.tags.includes('favorite')));
    for (const group of [favorites, others]) {
      const names = group.map((site) => site.name.toLowerCase());
      assert.deepEqual(names, [...names].sort((a, b) => a.localeCompare(b, 'en')));
    }
  });

  it('defines a label, description and hex colour for every tag', () => {
    assert.equal(tagKeys.length, 10);
    for (const key of tagKeys) {
      const tag = showcaseTags[key];
      assert.ok(tag.label.length > 0);
      assert.ok(tag.description.length > 0);
      assert.match(tag.color, /^#[0-9a-f]{6}$/i);
    }
  });
});

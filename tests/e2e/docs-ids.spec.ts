/**
 * Every doc id the main docs must publish (tests/data/main-docs-ids.json, from
 * the site inventory) is built, in every version, into a page that answers at
 * its permalink, and belongs to the expected sidebar.
 *
 * Permalinks come from the docs plugin's own metadata of the last build
 * (.docusaurus/), so this checks the build rather than re-deriving slugs.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect, anyViewport} from './fixtures';
import expectedDocs from '../data/main-docs-ids.json';

interface DocMetadata {
  id: string;
  /** The id without the `version-<name>/` prefix that older versions carry. */
  unversionedId?: string;
  permalink: string;
  version: string;
  sidebar?: string;
}

const metadataDir = path.resolve(__dirname, '../../.docusaurus/docusaurus-plugin-content-docs/default');
const versions = ['current', ...(JSON.parse(
  fs.readFileSync(path.resolve(__dirname, '../../versions.json'), 'utf8'),
) as string[])];

function builtDocs(): DocMetadata[] {
  return fs
    .readdirSync(metadataDir)
    .filter((file) => file.startsWith('site-'))
    .map((file) => JSON.parse(fs.readFileSync(path.join(metadataDir, file), 'utf8')) as DocMetadata)
    .filter((doc) => typeof doc.permalink === 'string' && typeof doc.id === 'string');
}

test.describe('every inventory doc id is built in every version', anyViewport, () => {

  for (const version of versions) {
    test(`version ${version}: ${expectedDocs.docs.length} docs`, async ({request}) => {
      const docs = builtDocs().filter((doc) => doc.version === version);
      const missing: string[] = [];
      const failing: string[] = [];
      for (const expected of expectedDocs.docs) {
        const doc = docs.find((candidate) => (candidate.unversionedId ?? candidate.id) === expected.id);
        if (!doc) {
          missing.push(expected.id);
          continue;
        }
        expect(doc.sidebar, `sidebar of ${expected.id}`).toBe(expected.sidebar);
        const response = await request.get(doc.permalink);
        const html = await response.text();
        if (response.status() !== 200 || !/<h1[ >]/.test(html) || html.includes('Page Not Found</h1>')) {
          failing.push(`${expected.id} -> ${doc.permalink} (${response.status()})`);
        }
      }
      expect(missing, 'ids with no built doc').toEqual([]);
      expect(failing, 'docs whose page does not answer').toEqual([]);
    });
  }
});

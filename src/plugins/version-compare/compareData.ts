/**
 * Builds the comparison file of each doc from the docs plugin's loaded
 * versions: every version's source is read and reduced to passages.
 */
import fs from 'fs/promises';
import path from 'path';
import type {LoadedVersion} from '@docusaurus/plugin-content-docs';
import {sourceToBlocks} from './textBlocks';
import type {ComparedDoc, TextBlock} from './dataFormat';

/** `@site/docs/x.md` to an absolute path. */
function sourcePath(siteDir: string, aliasedSource: string): string {
  return path.join(siteDir, aliasedSource.replace(/^@site\//, ''));
}

function blockKey(block: TextBlock): string {
  return JSON.stringify([block.kind, block.level ?? 0, block.language ?? '', block.text]);
}

/** Docs found in at least two versions, keyed by their unversioned id. */
export async function buildComparedDocs(siteDir: string, versions: LoadedVersion[]): Promise<ComparedDoc[]> {
  const byId = new Map<string, ComparedDoc>();
  const poolIndex = new Map<ComparedDoc, Map<string, number>>();
  for (const version of versions) {
    for (const doc of version.docs) {
      let compared = byId.get(doc.unversionedId);
      if (!compared) {
        compared = {id: doc.unversionedId, blocks: [], versions: {}};
        byId.set(doc.unversionedId, compared);
        poolIndex.set(compared, new Map());
      }
      const pool = poolIndex.get(compared)!;
      const source = await fs.readFile(sourcePath(siteDir, doc.source), 'utf8');
      const indices = sourceToBlocks(source).map((block) => {
        const key = blockKey(block);
        let index = pool.get(key);
        if (index === undefined) {
          index = compared!.blocks.push(block) - 1;
          pool.set(key, index);
        }
        return index;
      });
      compared.versions[version.versionName] = {title: doc.title, permalink: doc.permalink, blocks: indices};
    }
  }
  return [...byId.values()].filter((doc) => Object.keys(doc.versions).length > 1);
}

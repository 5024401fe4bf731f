/**
 * Turns crawled pages into the files of the local search index (the layout is
 * described in shared/indexFormat.ts).
 */
import {createHash} from 'crypto';
import fs from 'fs/promises';
import path from 'path';
import {indexTerms} from '../shared/tokenize';
import {
  bucketKey,
  indexFormatVersion,
  manifestPath,
  type PageContent,
  type PageRow,
  type SearchManifest,
  type ShardEntry,
  type ShardHead,
  type TermBucket,
} from '../shared/indexFormat';
import type {CrawledPage} from '../shared/format';

export interface IndexFiles {
  manifest: SearchManifest;
  /** Path relative to the base URL → file body. */
  files: Map<string, string>;
}

const indexDirectory = path.posix.dirname(manifestPath);

function contentHash(body: string): string {
  return createHash('sha256').update(body).digest('hex').slice(0, 10);
}

function shardId(language: string, tag: string): string {
  return `${language}-${tag}`.replace(/[^\w.-]+/g, '_');
}

/** Stores a file under a name that changes whenever its content does. */
function addHashedFile(files: Map<string, string>, directory: string, name: string, value: unknown): string {
  const body = JSON.stringify(value);
  const filePath = `${directory}/${name}.${contentHash(body)}.json`;
  files.set(filePath, body);
  return filePath;
}

function buildShard(pages: CrawledPage[], directory: string, files: Map<string, string>): {head: string; records: number} {
  const rows: PageRow[] = [];
  let types = '';
  const headings: string[] = [];
  const anchors: string[] = [];
  const postingsByTerm = new Map<string, number[]>();
  let recordIndex = 0;

  const addPostings = (text: string, field: 0 | 1) => {
    const posting = recordIndex * 2 + field;
    for (const term of indexTerms(text)) {
      const list = postingsByTerm.get(term);
      if (!list) {
        postingsByTerm.set(term, [posting]);
      } else if (list[list.length - 1] !== posting) {
        list.push(posting);
      }
    }
  };

  pages.forEach((page, pageIndex) => {
    const content: string[] = [];
    for (const record of page.records) {
      if (record.type === 'content') {
        types += '0';
        content.push(record.content ?? '');
        addPostings(record.content ?? '', 0);
      } else {
        types += record.type.slice(3);
        const heading = record.hierarchy[record.type] ?? '';
        headings.push(heading);
        anchors.push(record.anchor ?? '');
        addPostings(heading, 0);
        if (record.type === 'lvl1') {
          addPostings([record.hierarchy.lvl0 ?? '', ...page.breadcrumbs].join(' '), 1);
        }
      }
      recordIndex += 1;
    }
    const first = page.records[0];
    const contentFile = addHashedFile(files, directory, `p${pageIndex}`, {content} satisfies PageContent);
    rows.push([page.url, first?.hierarchy.lvl0 ?? '', first?.weight.pageRank ?? 0, page.records.length, contentFile]);
  });

  const buckets = new Map<string, TermBucket>();
  for (const term of [...postingsByTerm.keys()].sort()) {
    const key = bucketKey(term);
    const bucket = buckets.get(key) ?? {terms: [], postings: []};
    buckets.set(key, bucket);
    const postings = postingsByTerm.get(term)!;
    bucket.terms.push(term);
    bucket.postings.push(postings.map((value, index) => (index === 0 ? value : value - postings[index - 1]!)));
  }
  const bucketFiles: Record<string, string> = {};
  for (const [key, bucket] of [...buckets].sort(([a], [b]) => a.localeCompare(b))) {
    bucketFiles[key] = addHashedFile(files, directory, `t-${key}`, bucket);
  }

  const head: ShardHead = {
    format: indexFormatVersion,
    pages: rows,
    types,
    headings,
    anchors,
    buckets: bucketFiles,
  };
  return {head: addHashedFile(files, directory, 'head', head), records: recordIndex};
}

export function buildIndexFiles(pages: CrawledPage[]): IndexFiles {
  const files = new Map<string, string>();
  const groups = new Map<string, CrawledPage[]>();
  for (const page of pages) {
    const id = shardId(page.language, page.docusaurus_tag);
    const group = groups.get(id);
    if (group) {
      group.push(page);
    } else {
      groups.set(id, [page]);
    }
  }
  const shards: ShardEntry[] = [];
  for (const [id, shardPages] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    const sample = shardPages[0]!;
    const {head, records} = buildShard(shardPages, `${indexDirectory}/${id}`, files);
    shards.push({
      id,
      language: sample.language,
      docusaurus_tag: sample.docusaurus_tag,
      ...(sample.version && {version: sample.version}),
      head,
      records,
    });
  }
  const manifest: SearchManifest = {format: indexFormatVersion, shards};
  files.set(manifestPath, JSON.stringify(manifest));
  return {manifest, files};
}

/** Replaces any previous index in the build output. */
export async function writeIndexFiles(outDir: string, {files}: IndexFiles): Promise<void> {
  await fs.rm(path.join(outDir, indexDirectory), {recursive: true, force: true});
  for (const [filePath, body] of files) {
    const target = path.join(outDir, ...filePath.split('/'));
    await fs.mkdir(path.dirname(target), {recursive: true});
    await fs.writeFile(target, body);
  }
}

/**
 * Turns crawled pages into the files of the local search index (the layout is
 * described in shared/indexFormat.ts).
 */
import {createHash} from 'crypto';
import fs from 'fs/promises';
import path from 'path';
import {indexTerms, normalizeWord} from '../shared/tokenize';
import {
  encodeDeltas,
  indexFormatVersion,
  manifestPath,
  type PackEntry,
  type PageContent,
  type PageRow,
  type SearchManifest,
  type SearchPack,
  type ShardEntry,
  type ShardHead,
  type TextBundle,
  type TextBundleRow,
  textBundleChars,
} from '../shared/indexFormat';
import {ownText, pageContext, type CrawledPage} from '../shared/format';

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

function encodePostings(lists: number[][]): string[] {
  return lists.map((list) => encodeDeltas(list));
}

/** Cuts the page texts of a shard into bundles of consecutive pages. */
function bundleTexts(texts: string[][], directory: string, files: Map<string, string>): TextBundleRow[] {
  const rows: TextBundleRow[] = [];
  let first = 0;
  let chars = 0;
  const close = (end: number) => {
    if (end > first) {
      const file = addHashedFile(files, directory, `texts${rows.length}`, {pages: texts.slice(first, end)} satisfies TextBundle);
      rows.push([file, first, end - first]);
    }
    first = end;
    chars = 0;
  };
  texts.forEach((content, page) => {
    chars += JSON.stringify(content).length;
    if (chars >= textBundleChars) {
      close(page + 1);
    }
  });
  close(texts.length);
  return rows;
}

function buildShard(pages: CrawledPage[], directory: string, files: Map<string, string>): {head: ShardHead; path: string; records: number} {
  const rows: PageRow[] = [];
  let types = '';
  const headings: string[] = [];
  const anchors: string[] = [];
  const recordPostings = new Map<string, number[]>();
  const pagePostings = new Map<string, number[]>();
  const texts: string[][] = [];
  let recordIndex = 0;
  const textWords = new Set(pages.flatMap((page) => page.records.flatMap((record) => indexTerms(ownText(record)))));

  const addTerm = (postings: Map<string, number[]>, term: string, posting: number) => {
    const list = postings.get(term);
    if (!list) {
      postings.set(term, [posting]);
    } else if (list[list.length - 1] !== posting) {
      list.push(posting);
    }
  };
  const addPosting = (postings: Map<string, number[]>, text: string, posting: number) => {
    for (const term of indexTerms(text)) {
      addTerm(postings, term, posting);
    }
  };

  pages.forEach((page, pageIndex) => {
    const content: string[] = [];
    for (const record of page.records) {
      if (record.type === 'content') {
        types += '0';
        content.push(record.content ?? '');
        addPosting(pagePostings, record.content ?? '', pageIndex);
      } else {
        types += record.type.slice(3);
        const heading = record.hierarchy[record.type] ?? '';
        headings.push(heading);
        anchors.push(record.anchor ?? '');
        addPosting(recordPostings, heading, recordIndex * 2);
        if (record.type === 'lvl1') {
          addPosting(recordPostings, [record.hierarchy.lvl0 ?? '', ...pageContext(page)].join(' '), recordIndex * 2 + 1);
          // Whole camelCase names, and the words of joined names ("preserve_hierarchy") that no text of the
          // shard uses: common words ("getting-started", "my-website") would make every code sample's page about them.
          for (const name of page.codeIdentifiers) {
            const terms = /[-_]/.test(name) ? indexTerms(name).filter((term) => !textWords.has(term)) : [normalizeWord(name)];
            terms.forEach((term) => addTerm(recordPostings, term, recordIndex * 2 + 1));
          }
        }
      }
      recordIndex += 1;
    }
    content.push(page.codeNames.join(' '), page.codeText, page.keywords.join('\n'));
    const first = page.records[0];
    texts.push(content);
    const contentFile = addHashedFile(files, directory, `p${pageIndex}`, {content} satisfies PageContent);
    rows.push([page.url, first?.hierarchy.lvl0 ?? '', first?.weight.pageRank ?? 0, page.records.length, contentFile]);
  });

  const terms = [...new Set([...recordPostings.keys(), ...pagePostings.keys()])].sort();
  const head: ShardHead = {
    format: indexFormatVersion,
    pages: rows,
    types,
    headings,
    anchors,
    terms,
    postings: encodePostings(terms.map((term) => recordPostings.get(term) ?? [])),
    pagePostings: encodePostings(terms.map((term) => pagePostings.get(term) ?? [])),
    textBundles: bundleTexts(texts, directory, files),
  };
  return {head, path: addHashedFile(files, directory, 'head', head), records: recordIndex};
}

/**
 * The shard sets a reading context searches: with the site's other pages and
 * every single-version docs plugin (the community docs), each version of a
 * versioned docs plugin.
 */
function contextsOf(shards: ShardEntry[]): ShardEntry[][] {
  const contexts: ShardEntry[][] = [];
  for (const language of new Set(shards.map((shard) => shard.language))) {
    const ofLanguage = shards.filter((shard) => shard.language === language);
    const pluginOf = (shard: ShardEntry) => shard.docusaurus_tag.slice('docs-'.length, -(shard.version![0]!.length + 1));
    const docs = ofLanguage.filter((shard) => shard.docusaurus_tag.startsWith('docs-') && shard.version?.length === 1);
    const versionCount = new Map<string, number>();
    docs.forEach((shard) => versionCount.set(pluginOf(shard), (versionCount.get(pluginOf(shard)) ?? 0) + 1));
    const alwaysSearched = ofLanguage.filter((shard) => !docs.includes(shard) || versionCount.get(pluginOf(shard)) === 1);
    for (const versioned of docs.filter((shard) => versionCount.get(pluginOf(shard))! > 1)) {
      contexts.push([...alwaysSearched, versioned]);
    }
  }
  return contexts;
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
  const heads = new Map<string, ShardHead>();
  for (const [id, shardPages] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    const sample = shardPages[0]!;
    const {head, path: headPath, records} = buildShard(shardPages, `${indexDirectory}/${id}`, files);
    heads.set(id, head);
    shards.push({
      id,
      language: sample.language,
      docusaurus_tag: sample.docusaurus_tag,
      ...(sample.version && {version: sample.version}),
      head: headPath,
      records,
    });
  }
  const packs: PackEntry[] = contextsOf(shards).map((context) => {
    const pack: SearchPack = {
      format: indexFormatVersion,
      heads: context.map((shard) => ({id: shard.id, path: shard.head, head: heads.get(shard.id)!})),
    };
    // Named after the versioned docs it is for.
    const name = context[context.length - 1]!.id;
    return {shards: context.map((shard) => shard.id), file: addHashedFile(files, `${indexDirectory}/packs`, name, pack)};
  });
  const manifest: SearchManifest = {format: indexFormatVersion, shards, packs};
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

/**
 * Sends the crawled records to a hosted Algolia index, for builds that use
 * the hosted service instead of the local index. The records are the ones
 * the local index is built from, so both searches find the same things.
 *
 * The HTTP calls go through an injected `fetch`, which keeps the mapping and
 * the request sequence testable without a network.
 */
import {createHash} from 'crypto';
import type {CrawledPage, Hierarchy, SearchRecord} from '../shared/format';
import {emptyHierarchy, hierarchyLevels, highlightDefaults, pageContext, typoTolerance} from '../shared/format';

export interface AlgoliaRecord extends Omit<SearchRecord, 'url' | 'url_without_anchor'> {
  objectID: string;
  /** Absolute URLs: the theme turns them back into site paths. */
  url: string;
  url_without_anchor: string;
  /** Only the record's own (deepest) heading, ranked above inherited ones. */
  hierarchy_radio: Hierarchy;
  /**
   * On a page's title record only: what the local index holds as page context
   * (breadcrumbs, `keywords` front matter, the URL slug, names only in code), so that both
   * searches find a page by the words it never writes in its text.
   */
  page_context?: string[];
}

/** Index settings mirroring the DocSearch crawler's, so hits rank as they do locally. */
export const algoliaIndexSettings = {
  attributesForFaceting: ['type', 'language', 'version', 'docusaurus_tag'],
  searchableAttributes: [
    ...hierarchyLevels.map((level) => `unordered(hierarchy_radio.${level})`),
    ...hierarchyLevels.map((level) => `unordered(hierarchy.${level})`),
    'unordered(page_context)',
    'content',
  ],
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  distinct: true,
  attributeForDistinct: 'url',
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: highlightDefaults.attributesToSnippet,
  camelCaseAttributes: ['hierarchy', 'content'],
  highlightPreTag: highlightDefaults.preTag,
  highlightPostTag: highlightDefaults.postTag,
  snippetEllipsisText: highlightDefaults.snippetEllipsisText,
  ...typoTolerance,
  ignorePlurals: true,
  removeStopWords: ['en'],
  advancedSyntax: true,
} as const;

function absoluteUrl(siteUrl: string, sitePath: string): string {
  return `${siteUrl.replace(/\/$/, '')}${sitePath}`;
}

/** The deepest heading a record sits under (itself, for a heading record). */
function radioHierarchy(record: SearchRecord): Hierarchy {
  const radio: Hierarchy = emptyHierarchy();
  const ownLevel =
    record.type !== 'content'
      ? record.type
      : [...hierarchyLevels].reverse().find((level) => record.hierarchy[level] !== null);
  if (ownLevel) {
    radio[ownLevel] = record.hierarchy[ownLevel];
  }
  return radio;
}

/**
 * A stable id: the same heading or paragraph keeps its id from one build to
 * the next as long as the page's structure before it does not change.
 */
export function recordObjectId(record: SearchRecord): string {
  const pageHash = createHash('sha1').update(record.url_without_anchor).digest('hex').slice(0, 16);
  return `${pageHash}-${record.weight.position}`;
}

export function toAlgoliaRecord(record: SearchRecord, siteUrl: string): AlgoliaRecord {
  return {
    ...record,
    objectID: recordObjectId(record),
    url: absoluteUrl(siteUrl, record.url),
    url_without_anchor: absoluteUrl(siteUrl, record.url_without_anchor),
    hierarchy_radio: radioHierarchy(record),
  };
}

export function algoliaRecords(pages: CrawledPage[], siteUrl: string): AlgoliaRecord[] {
  return pages.flatMap((page) => {
    const context = [...pageContext(page), ...page.codeIdentifiers];
    return page.records.map((record) => {
      const mapped = toAlgoliaRecord(record, siteUrl);
      // On the page title's record, as in the local index (buildIndex.ts).
      return record.type === 'lvl1' && context.length > 0 ? {...mapped, page_context: context} : mapped;
    });
  });
}

export function inBatches<T>(items: T[], size: number): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    batches.push(items.slice(start, start + size));
  }
  return batches;
}

export type FetchLike = (url: string, init: {method: string; headers: Record<string, string>; body?: string}) => Promise<{
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}>;

export interface PushOptions {
  appId: string;
  /** A key allowed to write (admin or a key with addObject/settings/deleteIndex ACLs). */
  writeApiKey: string;
  indexName: string;
  records: AlgoliaRecord[];
  fetch: FetchLike;
  batchSize?: number;
  /** Waits between task status polls. */
  sleep?: (milliseconds: number) => Promise<void>;
  log?: (message: string) => void;
}

/**
 * Replaces the index content atomically: records go to a temporary index
 * with the same settings, which is then moved over the live one, so readers
 * never see a half-filled index.
 */
export async function pushRecords(options: PushOptions): Promise<{taskCount: number}> {
  const {appId, writeApiKey, indexName, records, batchSize = 1000, log = () => undefined} = options;
  const sleep = options.sleep ?? ((milliseconds: number) => new Promise<void>((resolve) => setTimeout(resolve, milliseconds)));
  const temporaryIndex = `${indexName}_tmp`;
  const headers = {
    'X-Algolia-Application-Id': appId,
    'X-Algolia-API-Key': writeApiKey,
    'Content-Type': 'application/json',
  };
  const call = async (method: string, apiPath: string, body?: unknown): Promise<Record<string, unknown>> => {
    const response = await options.fetch(`https://${appId}.algolia.net${apiPath}`, {
      method,
      headers,
      ...(body !== undefined && {body: JSON.stringify(body)}),
    });
    const payload = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok) {
      throw new Error(`Algolia ${method} ${apiPath} failed with HTTP ${response.status}: ${String(payload.message ?? '')}`);
    }
    return payload;
  };
  const waitForTask = async (index: string, taskID: unknown) => {
    for (;;) {
      const task = await call('GET', `/1/indexes/${encodeURIComponent(index)}/task/${String(taskID)}`);
      if (task.status === 'published') {
        return;
      }
      await sleep(500);
    }
  };

  const tasks: Array<[string, unknown]> = [];
  const settings = await call('PUT', `/1/indexes/${encodeURIComponent(temporaryIndex)}/settings`, algoliaIndexSettings);
  tasks.push([temporaryIndex, settings.taskID]);
  await call('POST', `/1/indexes/${encodeURIComponent(temporaryIndex)}/clear`).then((task) => tasks.push([temporaryIndex, task.taskID]));
  for (const [number, batch] of inBatches(records, batchSize).entries()) {
    const task = await call('POST', `/1/indexes/${encodeURIComponent(temporaryIndex)}/batch`, {
      requests: batch.map((record) => ({action: 'addObject', body: record})),
    });
    tasks.push([temporaryIndex, task.taskID]);
    log(`sent batch ${number + 1} (${batch.length} records)`);
  }
  for (const [index, taskID] of tasks) {
    await waitForTask(index, taskID);
  }
  const move = await call('POST', `/1/indexes/${encodeURIComponent(temporaryIndex)}/operation`, {
    operation: 'move',
    destination: indexName,
  });
  // A move is a task of the source index.
  await waitForTask(temporaryIndex, move.taskID);
  log(`${records.length} records now live in "${indexName}"`);
  return {taskCount: tasks.length + 1};
}

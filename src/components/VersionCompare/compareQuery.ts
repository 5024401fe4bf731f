/**
 * Reads the compare page's query (`?doc=installation&from=2.0.0-beta.22&to=current`)
 * against the versions the docs plugin knows, and says in plain words what is
 * wrong with it when it cannot be compared.
 */

export interface VersionDocs {
  /** Version name as used in the URL: `current`, `2.0.0-rc.1`, ... */
  name: string;
  label: string;
  docIds: readonly string[];
}

export type CompareQuery =
  | {status: 'choose-doc'}
  | {status: 'invalid'; message: string}
  | {status: 'ready'; docId: string; from: string; to: string; docVersions: VersionDocs[]};

export interface CompareParams {
  doc?: string;
  from?: string;
  to?: string;
}

export function compareParams(search: string): CompareParams {
  const query = new URLSearchParams(search);
  const value = (name: string) => query.get(name)?.trim() || undefined;
  return {doc: value('doc'), from: value('from'), to: value('to')};
}

export function compareSearch({doc, from, to}: Required<CompareParams>): string {
  return `?${new URLSearchParams({doc, from, to}).toString()}`;
}

/** Docs found in two versions or more: the ones worth comparing. */
export function comparableDocIds(versions: readonly VersionDocs[]): string[] {
  const counts = new Map<string, number>();
  for (const version of versions) {
    for (const id of version.docIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return [...counts].filter(([, count]) => count > 1).map(([id]) => id).sort();
}

/**
 * `versions` come latest first, as the docs plugin lists them. Missing
 * versions default to the latest one holding the doc (`to`) and the one
 * before it (`from`). A version may be named by its name or its label.
 */
export function resolveCompareQuery(params: CompareParams, versions: readonly VersionDocs[]): CompareQuery {
  if (!params.doc) return {status: 'choose-doc'};
  const docId = params.doc.replace(/^\/+|\/+$/g, '');
  const docVersions = versions.filter((version) => version.docIds.includes(docId));
  const labels = (list: readonly VersionDocs[]) => list.map((version) => version.label).join(', ');
  if (docVersions.length === 0) {
    return {status: 'invalid', message: `No docs page has the id "${docId}" in any version.`};
  }
  if (docVersions.length === 1) {
    return {
      status: 'invalid',
      message: `The page "${docId}" exists only in version ${docVersions[0]!.label}, so there is nothing to compare it with.`,
    };
  }
  const find = (wanted: string) => versions.find((version) => version.name === wanted || version.label === wanted);
  for (const wanted of [params.to, params.from]) {
    if (wanted === undefined) continue;
    const version = find(wanted);
    if (!version) {
      return {status: 'invalid', message: `There is no docs version "${wanted}". Known versions: ${labels(versions)}.`};
    }
    if (!docVersions.includes(version)) {
      return {
        status: 'invalid',
        message: `The page "${docId}" does not exist in version ${version.label}. It exists in: ${labels(docVersions)}.`,
      };
    }
  }
  const to = params.to ? find(params.to)! : docVersions[0]!;
  const from = params.from
    ? find(params.from)!
    : docVersions[docVersions.indexOf(to) + 1] ?? docVersions.find((version) => version !== to)!;
  return {status: 'ready', docId, from: from.name, to: to.name, docVersions};
}

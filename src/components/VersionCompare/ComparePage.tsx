/**
 * `/docs-compare/?doc=<id>&from=<version>&to=<version>`: what changed in a
 * docs page between two versions. The query is the whole state, so the URL
 * can be shared; the selects rewrite it.
 */
import React, {useMemo} from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useHistory, useLocation} from '@docusaurus/router';
import {useDocsData} from '@docusaurus/plugin-content-docs/client';
import {
  comparableDocIds,
  compareParams,
  compareSearch,
  resolveCompareQuery,
  type VersionDocs,
} from './compareQuery';
import {diffDocVersions} from './diffBlocks';
import {useComparedDoc} from './useComparedDoc';
import DiffView from './DiffView';
import styles from './styles.module.css';

const pageTitle = 'Compare versions';

function useVersionDocs(): VersionDocs[] {
  const {versions} = useDocsData('default');
  return useMemo(
    () =>
      versions.map((version) => ({
        name: version.name,
        label: version.label,
        // Generated category pages are listed by slug (leading slash): they have no source to compare.
        docIds: version.docs.map((doc) => doc.id).filter((id) => !id.startsWith('/')),
      })),
    [versions],
  );
}

function DocPicker({docIds, selected, onChange}: {docIds: string[]; selected?: string; onChange: (docId: string) => void}): JSX.Element {
  return (
    <label>
      Page
      <select value={selected ?? ''} onChange={(event) => onChange(event.target.value)}>
        {selected === undefined && <option value="">Choose a page…</option>}
        {docIds.map((id) => (
          <option key={id} value={id}>
            {id}
          </option>
        ))}
      </select>
    </label>
  );
}

function VersionPicker({label, versions, selected, onChange}: {label: string; versions: VersionDocs[]; selected: string; onChange: (name: string) => void}): JSX.Element {
  return (
    <label>
      {label}
      <select value={selected} onChange={(event) => onChange(event.target.value)}>
        {versions.map((version) => (
          <option key={version.name} value={version.name}>
            {version.label}
          </option>
        ))}
      </select>
    </label>
  );
}

function Comparison({docId, from, to, versions}: {docId: string; from: string; to: string; versions: VersionDocs[]}): JSX.Element {
  const {state, retry} = useComparedDoc(docId);
  const diff = useMemo(
    () => (state.status === 'loaded' ? diffDocVersions(state.doc, from, to) : undefined),
    [state, from, to],
  );
  if (state.status === 'loading') return <p role="status">Loading the versions of this page…</p>;
  if (state.status === 'failed') {
    return (
      <div role="alert" className="alert alert--danger">
        <p>{state.message}</p>
        <button type="button" className="button button--secondary button--sm" onClick={retry}>
          Retry
        </button>
      </div>
    );
  }
  const doc = state.doc;
  const side = (name: string) => ({
    label: versions.find((version) => version.name === name)!.label,
    title: doc.versions[name]!.title,
    permalink: doc.versions[name]!.permalink,
  });
  const counts = [
    diff!.added && `${diff!.added} added`,
    diff!.removed && `${diff!.removed} removed`,
    diff!.changed && `${diff!.changed} changed`,
  ].filter(Boolean);
  return (
    <>
      <h2>
        <Link to={doc.versions[to]!.permalink}>{doc.versions[to]!.title}</Link>
      </h2>
      <p role="status" className={styles.summary}>
        {from === to
          ? 'Both sides show the same version: choose two different versions.'
          : counts.length === 0
            ? 'No differences between these versions of this page.'
            : `Passages ${counts.join(', ')}.`}
      </p>
      {counts.length > 0 && <DiffView rows={diff!.rows} from={side(from)} to={side(to)} />}
    </>
  );
}

function ComparePageContent(): JSX.Element {
  const location = useLocation();
  const history = useHistory();
  const versions = useVersionDocs();
  const docIds = useMemo(() => comparableDocIds(versions), [versions]);
  const query = resolveCompareQuery(compareParams(location.search), versions);
  const navigate = (doc: string, from: string, to: string) =>
    history.push({pathname: location.pathname, search: compareSearch({doc, from, to})});
  const chooseDoc = (doc: string) => {
    const next = resolveCompareQuery({doc}, versions);
    if (next.status === 'ready') navigate(next.docId, next.from, next.to);
  };
  return (
    <>
      <div className={styles.controls}>
        <DocPicker docIds={docIds} selected={query.status === 'ready' ? query.docId : undefined} onChange={chooseDoc} />
        {query.status === 'ready' && (
          <>
            <VersionPicker label="From" versions={query.docVersions} selected={query.from} onChange={(from) => navigate(query.docId, from, query.to)} />
            <VersionPicker label="To" versions={query.docVersions} selected={query.to} onChange={(to) => navigate(query.docId, query.from, to)} />
          </>
        )}
      </div>
      {query.status === 'choose-doc' && <p>Choose a page to see what changed in it from one docs version to another.</p>}
      {query.status === 'invalid' && (
        <div role="alert" className="alert alert--warning">
          {query.message} <Link to="/docs-compare/">Choose another page</Link>.
        </div>
      )}
      {query.status === 'ready' && <Comparison docId={query.docId} from={query.from} to={query.to} versions={query.docVersions} />}
    </>
  );
}

export default function ComparePage(): JSX.Element {
  // The query only exists in the browser: the pre-rendered HTML shows the frame.
  const isBrowser = useIsBrowser();
  return (
    <Layout title={pageTitle} description="See what changed in a docs page between two versions of Docusaurus.">
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className="container margin-vert--lg">
        <h1>{pageTitle}</h1>
        {isBrowser ? <ComparePageContent /> : <p>Loading…</p>}
      </main>
    </Layout>
  );
}

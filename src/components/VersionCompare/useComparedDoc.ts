/**
 * Fetches a doc's comparison file once per page view. The file holds every
 * version of the doc, so switching versions afterwards needs no network.
 */
import {useCallback, useEffect, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {comparedDocFile, type ComparedDoc} from '@site/src/plugins/version-compare/dataFormat';

export type ComparedDocState =
  | {status: 'loading'}
  | {status: 'failed'; message: string}
  | {status: 'loaded'; doc: ComparedDoc};

const loaded = new Map<string, ComparedDoc>();

export function useComparedDoc(docId: string | undefined): {state: ComparedDocState; retry: () => void} {
  const baseUrl = useBaseUrl('/');
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ComparedDocState>({status: 'loading'});
  useEffect(() => {
    if (!docId) return undefined;
    const known = loaded.get(docId);
    if (known) {
      setState({status: 'loaded', doc: known});
      return undefined;
    }
    let cancelled = false;
    setState({status: 'loading'});
    fetch(`${baseUrl}${comparedDocFile(docId)}`)
      .then(async (response) => {
        if (!response.ok) throw new Error(`the server answered ${response.status}`);
        return (await response.json()) as ComparedDoc;
      })
      .then((doc) => {
        loaded.set(docId, doc);
        if (!cancelled) setState({status: 'loaded', doc});
      })
      .catch((error: unknown) => {
        if (!cancelled) {
          const reason = error instanceof Error ? error.message : String(error);
          setState({status: 'failed', message: `Could not load the versions of this page (${reason}).`});
        }
      });
    return () => {
      cancelled = true;
    };
  }, [baseUrl, docId, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  // Right after the reader picks another page, the state still holds the previous one.
  const current = state.status === 'loaded' && state.doc.id !== docId ? {status: 'loading' as const} : state;
  return {state: current, retry};
}

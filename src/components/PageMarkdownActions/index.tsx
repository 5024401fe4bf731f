/**
 * "Copy page" (the page's Markdown to the clipboard) and "Open as Markdown"
 * for one doc. Nothing is fetched until the button is pressed.
 */
import React, {useEffect, useState} from 'react';
import {markdownUrlFor} from '@site/src/utils/markdownUrl';
import {copyMarkdown} from './copyMarkdown';
import styles from './styles.module.css';

type CopyState = {kind: 'idle'} | {kind: 'copying'} | {kind: 'copied'} | {kind: 'failed'; reason: string};

const COPIED_MESSAGE_MS = 2500;

export default function PageMarkdownActions({permalink}: {permalink: string}): JSX.Element {
  // The permalink already carries the base URL.
  const markdownUrl = markdownUrlFor(permalink);
  const [state, setState] = useState<CopyState>({kind: 'idle'});

  useEffect(() => {
    if (state.kind !== 'copied') {
      return undefined;
    }
    const timer = window.setTimeout(() => setState({kind: 'idle'}), COPIED_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = () => {
    setState({kind: 'copying'});
    copyMarkdown(markdownUrl).then(
      () => setState({kind: 'copied'}),
      (error: unknown) => setState({kind: 'failed', reason: error instanceof Error ? error.message : String(error)}),
    );
  };

  return (
    <div className={styles.actions}>
      <button type="button" className="button button--sm button--secondary" onClick={copy} disabled={state.kind === 'copying'}>
        {state.kind === 'copied' ? 'Copied' : 'Copy page'}
      </button>
      <a className="button button--sm button--link" href={markdownUrl} target="_blank" rel="noopener">
        Open as Markdown
      </a>
      <span role="status" className={state.kind === 'failed' ? styles.error : 'visually-hidden'}>
        {state.kind === 'copied' && 'Page copied to the clipboard as Markdown.'}
        {state.kind === 'failed' && `Could not copy the page (${state.reason}). Use "Open as Markdown" instead.`}
      </span>
    </div>
  );
}

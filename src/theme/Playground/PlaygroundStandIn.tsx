/**
 * What a live code block shows while its editor is being fetched: the code,
 * read-only, in the Playground's own frame (same classes, same header order),
 * so the page does not jump when the editor replaces it.
 */
import React from 'react';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePrismTheme} from '@docusaurus/theme-common';
// The Playground's CSS module itself: importing the same file gives the same class names.
import styles from '@docusaurus/theme-live-codeblock/lib/theme/Playground/styles.module.css';

interface Props {
  code: string;
  /** The editor's code could not be fetched (offline, failed deployment). */
  failed: boolean;
}

function EditorPanel({code}: {code: string}): JSX.Element {
  const {plain} = usePrismTheme();
  return (
    <>
      <div className={styles.playgroundHeader}>
        <Translate id="theme.Playground.liveEditor" description="The live editor label of the live codeblocks">
          Live Editor
        </Translate>
      </div>
      {/* react-live's editor pads its text by 10 px and has no margin. */}
      <pre
        className={styles.playgroundEditor}
        style={{...plain, margin: 0, padding: 10, borderRadius: 0, whiteSpace: 'pre-wrap'}}>
        <code>{code.replace(/\n$/, '')}</code>
      </pre>
    </>
  );
}

function ResultPanel({failed}: {failed: boolean}): JSX.Element {
  return (
    <>
      <div className={styles.playgroundHeader}>
        <Translate id="theme.Playground.result" description="The result label of the live codeblocks">
          Result
        </Translate>
      </div>
      <div className={styles.playgroundPreview} role={failed ? 'alert' : undefined}>
        {failed ? (
          <Translate
            id="site.playground.loadFailed"
            description="Shown instead of a live code block's result when its editor could not be downloaded">
            The live editor could not be loaded. Check your connection, then reload the page to try again.
          </Translate>
        ) : (
          <Translate id="site.playground.loading" description="Shown while a live code block's editor downloads">
            Loading...
          </Translate>
        )}
      </div>
    </>
  );
}

export default function PlaygroundStandIn({code, failed}: Props): JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  const {playgroundPosition} = (siteConfig.themeConfig as {liveCodeBlock: {playgroundPosition: 'top' | 'bottom'}})
    .liveCodeBlock;
  const editor = <EditorPanel code={code} />;
  const result = <ResultPanel failed={failed} />;
  return (
    <div className={styles.playgroundContainer}>
      {playgroundPosition === 'top' ? (
        <>
          {result}
          {editor}
        </>
      ) : (
        <>
          {editor}
          {result}
        </>
      )}
    </div>
  );
}

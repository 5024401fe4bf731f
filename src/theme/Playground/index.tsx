/**
 * Live code blocks without their weight on every docs page.
 *
 * theme-live-codeblock's Playground imports react-live and its in-browser
 * compiler (~67 KB gzip). Because every docs page's code-block component can
 * render a Playground, that code was downloaded and parsed on every docs page,
 * although only a handful of pages have a live block. Here the real Playground
 * is fetched only when a live block mounts. Until then (and in the server
 * render, so readers without JavaScript still get the code) a read-only
 * stand-in with the same layout shows the code; if the fetch fails, the code
 * stays and the result panel says why.
 */
import React, {useEffect, useState} from 'react';
import type {Props} from '@theme/Playground';
import PlaygroundStandIn from './PlaygroundStandIn';
import EditorKeyboardFrame from './EditorKeyboardFrame';

type PlaygroundComponent = (props: Props) => JSX.Element;

// Kept once loaded, so later live blocks (and client navigations) render the
// editor at once instead of flashing the stand-in again.
let loadedPlayground: PlaygroundComponent | null = null;

function loadPlayground(): Promise<PlaygroundComponent> {
  return import('@theme-original/Playground').then((module) => {
    loadedPlayground = module.default as PlaygroundComponent;
    return loadedPlayground;
  });
}

export default function LazyPlayground(props: Props): JSX.Element {
  // Null while the page hydrates (nothing can have loaded it yet, so this
  // matches the server render); set from the start on later mounts.
  const [Playground, setPlayground] = useState<PlaygroundComponent | null>(() => loadedPlayground);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (Playground) {
      return undefined;
    }
    let mounted = true;
    loadPlayground().then(
      (component) => mounted && setPlayground(() => component),
      (error: unknown) => {
        console.error('The live code editor could not be loaded:', error);
        if (mounted) setFailed(true);
      },
    );
    return () => {
      mounted = false;
    };
  }, []);

  return (
    <EditorKeyboardFrame>
      {Playground ? <Playground {...props} /> : <PlaygroundStandIn code={props.children} failed={failed} />}
    </EditorKeyboardFrame>
  );
}

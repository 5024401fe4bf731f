/**
 * What the server renders versus what the browser renders after hydration.
 * Reading `window` during render would make the two differ; the safe tools are
 * useIsBrowser (false on the server and during hydration, true afterwards) and
 * BrowserOnly (renders its fallback on the server).
 */
import React, {useState} from 'react';
import Layout from '@theme/Layout';
import BrowserOnly from '@docusaurus/BrowserOnly';
import useIsBrowser from '@docusaurus/useIsBrowser';

function HydrationStatus(): JSX.Element {
  const isBrowser = useIsBrowser();
  return (
    <p data-testid="hydration-status">
      {isBrowser
        ? 'Hydrated: this text was rendered by React in the browser.'
        : 'Server-rendered: React has not hydrated this page yet.'}
    </p>
  );
}

function ClickCounter(): JSX.Element {
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" className="button button--primary" onClick={() => setClicks(clicks + 1)}>
      Clicked {clicks} {clicks === 1 ? 'time' : 'times'}
    </button>
  );
}

export default function HydrationTests(): JSX.Element {
  return (
    <Layout
      title="Hydration tests"
      description="Content rendered on the server and content that only exists in the browser, without hydration mismatches.">
      <main className="container margin-vert--lg">
        <h1>Hydration tests</h1>
        <p>
          Docusaurus renders every page to HTML at build time, then React hydrates it in the browser: it
          renders the same components again and attaches event handlers to the existing markup. The first
          browser render must produce the same markup as the server did, or React has to patch the
          difference and may leave the page in an inconsistent state.
        </p>

        <h2>useIsBrowser</h2>
        <p>
          The hook returns false on the server and during hydration, and true once the page is hydrated.
          The paragraph below therefore starts with the server text in the HTML file and switches after
          hydration, with no mismatch:
        </p>
        <HydrationStatus />

        <h2>BrowserOnly</h2>
        <p>
          Content that needs browser APIs goes into <code>BrowserOnly</code>. The server renders the
          fallback; the browser replaces it after hydration.
        </p>
        <BrowserOnly fallback={<p data-testid="browser-only">Loading browser-only content…</p>}>
          {() => (
            <p data-testid="browser-only">
              Your window is {window.innerWidth} pixels wide; this number does not exist on the server.
            </p>
          )}
        </BrowserOnly>

        <h2>Event handlers</h2>
        <p>
          The server HTML has the button but no click handler. Once hydrated, each click updates the
          count:
        </p>
        <ClickCounter />

        <h2>What not to do</h2>
        <p>
          Testing <code>typeof window</code> inside render gives the server one answer and the browser
          another during hydration, which is exactly the mismatch the tools above avoid. Effects are safe
          too: they never run on the server.
        </p>
      </main>
    </Layout>
  );
}

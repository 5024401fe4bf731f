/**
 * Components that throw on demand. The theme's Layout wraps every page in an
 * error boundary whose fallback says "This page crashed." with the error
 * message and a "Try again" button; `@docusaurus/ErrorBoundary` lets a page
 * contain a crash to one section instead.
 */
import React, {useEffect, useState} from 'react';
import Layout from '@theme/Layout';
import ErrorBoundary from '@docusaurus/ErrorBoundary';

/** Throws while rendering, after a click: the classic crash. */
function ThrowDuringRender({label}: {label: string}): JSX.Element {
  const [crashed, setCrashed] = useState(false);
  if (crashed) {
    throw new Error(`${label}: thrown while rendering, on purpose.`);
  }
  return (
    <button type="button" className="button button--danger" onClick={() => setCrashed(true)}>
      {label}
    </button>
  );
}

/**
 * Throws inside useEffect. Error boundaries catch these too (unlike errors in
 * event handlers), so the fallback must show exactly as for a render error.
 */
function ThrowInEffect(): JSX.Element {
  const [crashed, setCrashed] = useState(false);
  useEffect(() => {
    if (crashed) {
      throw new Error('Crash in an effect: thrown inside useEffect, on purpose.');
    }
  }, [crashed]);
  return (
    <button type="button" className="button button--danger" onClick={() => setCrashed(true)}>
      Crash in an effect
    </button>
  );
}

export default function ErrorBoundaryTests(): JSX.Element {
  return (
    <Layout
      title="Error boundary tests"
      description="Buttons that make a component throw, to check how the theme shows and recovers from a crash.">
      <main className="container margin-vert--lg">
        <h1>Error boundary tests</h1>
        <p>
          A React component that throws unmounts everything up to the nearest error boundary. The theme
          puts one around the content of every page: the navbar and the footer stay, and the content is
          replaced by "This page crashed.", the error message and a "Try again" button. Trying again
          mounts the content anew, so the buttons below come back in their initial state.
        </p>

        <h2>Crash the whole page</h2>
        <p>Each button makes a component throw, in a different phase of its life.</p>
        <div className="margin-bottom--md" style={{display: 'flex', gap: '1rem', flexWrap: 'wrap'}}>
          <ThrowDuringRender label="Crash during render" />
          <ThrowInEffect />
        </div>

        <h2>Crash one section only</h2>
        <p>
          This button sits inside its own <code>ErrorBoundary</code> with a custom fallback. Its crash
          replaces only the framed section; the rest of the page keeps working.
        </p>
        <div
          style={{border: '1px dashed var(--ifm-color-emphasis-500)', padding: '1rem'}}
          data-testid="local-boundary">
          <ErrorBoundary
            fallback={({error, tryAgain}) => (
              <div role="alert">
                <p>This section crashed and was contained: {error.message}</p>
                <button type="button" className="button button--secondary" onClick={tryAgain}>
                  Reset this section
                </button>
              </div>
            )}>
            <ThrowDuringRender label="Crash inside a local boundary" />
          </ErrorBoundary>
        </div>

        <p className="margin-top--md">
          Errors thrown in event handlers are not caught by error boundaries at all: React only catches
          errors raised while rendering and in lifecycle methods and effects. That is why each button
          here sets state and lets the component throw on its next render or effect.
        </p>
      </main>
    </Layout>
  );
}

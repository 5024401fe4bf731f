/**
 * Page content that uses z-index, against the theme's fixed layers. The navbar
 * sits on --ifm-z-index-fixed (200); content below that value must slide under
 * it when scrolling, and the mobile menu and dropdowns must cover it.
 */
import React from 'react';
import Layout from '@theme/Layout';

const layers = [1, 10, 100, 199];

export default function ZIndexTests(): JSX.Element {
  return (
    <Layout
      title="z-index tests"
      description="Positioned page content with z-index values up to just below the navbar layer.">
      <main className="container margin-vert--lg">
        <h1>z-index tests</h1>
        <p>
          Infima, the theme's CSS framework, names its stacking layers in custom properties. The navbar is
          fixed on <code>--ifm-z-index-fixed</code>, which is 200. Page content may use any lower value
          for its own overlays without ever covering the navbar.
        </p>
        <p>
          The bar below is sticky with <code>z-index: 199</code>. Scroll down: it sticks to the top of the
          window once the navbar hides. Scroll back up a little: the navbar comes back over it, not under
          it. Then open the mobile menu or a navbar dropdown: both must cover every coloured box.
        </p>
        <div
          data-testid="sticky-bar"
          style={{
            position: 'sticky',
            top: 0,
            zIndex: 199,
            background: 'var(--ifm-color-warning-contrast-background)',
            border: '1px solid var(--ifm-color-warning-dark)',
            padding: '0.5rem 1rem',
          }}>
          Sticky bar, z-index 199
        </div>
        <div style={{position: 'relative', height: '14rem', marginTop: '1rem'}}>
          {layers.map((layer, index) => (
            <div
              key={layer}
              style={{
                position: 'absolute',
                left: `${index * 3}rem`,
                top: `${index * 2.5}rem`,
                width: '12rem',
                height: '6rem',
                zIndex: layer,
                // Dark enough for white text (at least 4.5:1 for every hue used here).
                background: `hsl(${150 + index * 40}, 55%, 30%)`,
                color: '#fff',
                padding: '0.5rem',
                borderRadius: 'var(--ifm-global-radius)',
              }}>
              z-index {layer}
            </div>
          ))}
        </div>
        {/* Enough height to scroll, so the navbar can hide and come back. */}
        <div style={{height: '150vh'}} aria-hidden="true" />
        <p>End of the page.</p>
      </main>
    </Layout>
  );
}

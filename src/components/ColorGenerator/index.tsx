/**
 * Interactive primary-colour generator used by the "Styling and layout" doc.
 *
 * The reader picks a colour; the component shows the seven Infima variables
 * derived from it, previews them live on the current page (inline custom
 * properties on `<html>`), and prints the CSS block to paste into
 * `src/css/custom.css`. Each colour mode has its own choice, remembered in
 * sessionStorage for the rest of the browsing session.
 *
 * Render it inside `<BrowserOnly>`: it reads storage and the DOM.
 */
import React, {useCallback, useEffect, useMemo, useState} from 'react';
import CodeBlock from '@theme/CodeBlock';
import {useColorMode} from '@docusaurus/theme-common';

import {
  buildCssSnippet,
  computeShades,
  normalizeHex,
  SHADE_VARIABLES,
  type ColorModeName,
  type Shade,
} from './colorShades';
import styles from './styles.module.css';

/** The primary colours this site ships in its own stylesheet. */
export const DEFAULT_COLORS: Readonly<Record<ColorModeName, string>> = {
  light: '#2e8555',
  dark: '#25c2a0',
};

export const STORAGE_KEYS: Readonly<Record<ColorModeName, string>> = {
  light: 'ifm-theme-colors-light',
  dark: 'ifm-theme-colors-dark',
};

// Storage can throw (disabled cookies, sandboxed iframes, quota): every access
// is guarded, and a failure simply means "nothing stored".
function readStoredColor(mode: ColorModeName): string | null {
  try {
    return normalizeHex(window.sessionStorage.getItem(STORAGE_KEYS[mode]));
  } catch {
    return null;
  }
}

function writeStoredColor(mode: ColorModeName, hex: string): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEYS[mode], hex);
  } catch {
    // Preview still works, it just will not survive a reload.
  }
}

function clearStoredColor(mode: ColorModeName): void {
  try {
    window.sessionStorage.removeItem(STORAGE_KEYS[mode]);
  } catch {
    // Nothing to clear if storage is unavailable.
  }
}

function applyShadesToPage(shades: readonly Shade[]): void {
  const {style} = document.documentElement;
  shades.forEach((shade) => style.setProperty(shade.variable, shade.hex));
}

/** Removes the inline overrides so the site stylesheet applies again. */
function clearShadesFromPage(): void {
  const {style} = document.documentElement;
  SHADE_VARIABLES.forEach((variable) => style.removeProperty(variable));
}

function formatAdjustment(adjustment: number): string {
  if (adjustment === 0) {
    return 'base colour';
  }
  const percent = Math.round(Math.abs(adjustment) * 100);
  return `${percent}% ${adjustment < 0 ? 'darker' : 'lighter'}`;
}

export default function ColorGenerator(): JSX.Element {
  const {colorMode} = useColorMode();
  const mode: ColorModeName = colorMode === 'dark' ? 'dark' : 'light';
  // React 17 has no useId(); the generator appears once per page, so a fixed
  // prefix is enough to tie labels and hints to their fields.
  const fieldId = 'ifm-color-generator';

  const [baseColor, setBaseColor] = useState<string>(DEFAULT_COLORS[mode]);
  const [textValue, setTextValue] = useState<string>(DEFAULT_COLORS[mode]);
  const [isCustom, setIsCustom] = useState(false);

  // Runs on mount and whenever the reader toggles light/dark: show the colour
  // stored for the new mode, or fall back to the site default for that mode.
  useEffect(() => {
    const stored = readStoredColor(mode);
    const shades = stored ? computeShades(stored) : null;
    if (stored && shades) {
      applyShadesToPage(shades);
      setBaseColor(stored);
      setTextValue(stored);
      setIsCustom(true);
    } else {
      clearShadesFromPage();
      setBaseColor(DEFAULT_COLORS[mode]);
      setTextValue(DEFAULT_COLORS[mode]);
      setIsCustom(false);
    }
  }, [mode]);

  // The preview belongs to this page: leaving it restores the site colours.
  // Coming back (or reloading) re-applies the stored choice.
  useEffect(() => clearShadesFromPage, []);

  const chooseColor = useCallback(
    (hex: string) => {
      const shades = computeShades(hex);
      if (!shades) {
        return;
      }
      applyShadesToPage(shades);
      writeStoredColor(mode, hex);
      setBaseColor(hex);
      setIsCustom(true);
    },
    [mode],
  );

  const reset = useCallback(() => {
    clearStoredColor(mode);
    clearShadesFromPage();
    setBaseColor(DEFAULT_COLORS[mode]);
    setTextValue(DEFAULT_COLORS[mode]);
    setIsCustom(false);
  }, [mode]);

  const shades = useMemo(
    () => computeShades(baseColor) ?? computeShades(DEFAULT_COLORS[mode])!,
    [baseColor, mode],
  );
  const snippet = useMemo(() => buildCssSnippet(shades, mode), [shades, mode]);
  const textIsValid = normalizeHex(textValue) !== null;

  return (
    <div className={styles.generator}>
      <div className={styles.controls}>
        <label className={styles.field} htmlFor={`${fieldId}-picker`}>
          <span className={styles.label}>Primary colour</span>
          <input
            id={`${fieldId}-picker`}
            className={styles.picker}
            type="color"
            value={baseColor}
            onChange={(event) => {
              const hex = normalizeHex(event.target.value);
              if (hex) {
                setTextValue(hex);
                chooseColor(hex);
              }
            }}
          />
        </label>
        <label className={styles.field} htmlFor={`${fieldId}-text`}>
          <span className={styles.label}>Hex value</span>
          <input
            id={`${fieldId}-text`}
            className={styles.textInput}
            type="text"
            inputMode="text"
            autoComplete="off"
            spellCheck={false}
            maxLength={9}
            placeholder="#2e8555"
            aria-invalid={!textIsValid}
            aria-describedby={`${fieldId}-hint`}
            value={textValue}
            onChange={(event) => {
              setTextValue(event.target.value);
              const hex = normalizeHex(event.target.value);
              if (hex) {
                chooseColor(hex);
              }
            }}
            onBlur={() => {
              // Show the canonical form once the reader leaves the field.
              const hex = normalizeHex(textValue);
              setTextValue(hex ?? baseColor);
            }}
          />
        </label>
        <button
          type="button"
          className="button button--secondary"
          onClick={reset}
          disabled={!isCustom}>
          Reset to site default
        </button>
      </div>
      <p
        id={`${fieldId}-hint`}
        className={textIsValid ? styles.hint : styles.error}
        aria-live="polite">
        {textIsValid
          ? `Editing the ${mode} mode palette. Toggle the colour mode in the navbar to edit the other one.`
          : 'Type 3 or 6 hexadecimal digits, for example #2e8555 or 2e8555.'}
      </p>

      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">CSS variable</th>
            <th scope="col">Shade</th>
            <th scope="col">Value</th>
            <th scope="col">Swatch</th>
          </tr>
        </thead>
        <tbody>
          {shades.map((shade) => (
            <tr key={shade.variable}>
              <td>
                <code>{shade.variable}</code>
              </td>
              <td>{formatAdjustment(shade.adjustment)}</td>
              <td>
                <code>{shade.hex}</code>
              </td>
              <td>
                <span
                  className={styles.swatch}
                  style={{backgroundColor: shade.hex}}
                  role="img"
                  aria-label={`Swatch of ${shade.hex}`}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <p className={styles.snippetIntro}>
        Paste this block into your custom stylesheet (for example{' '}
        <code>src/css/custom.css</code>):
      </p>
      <CodeBlock language="css" title="src/css/custom.css">
        {snippet}
      </CodeBlock>
    </div>
  );
}

/**
 * Stands in for `@docsearch/react/modal` in the theme's SearchBar when the
 * site searches its local index: the same modal, with its search client
 * swapped for the local one (through DocSearch's own `transformSearchClient`
 * hook) and a "Let us know." link on the no-results screen.
 *
 * It also brings back the "Unable to fetch results" screen: DocSearch 3.9
 * flags a failed search as an error, but its autocomplete core resets the
 * status right after, so the modal would claim "No results" while the index
 * could not even be downloaded. The screen below uses DocSearch's own markup,
 * classes and the theme's translations.
 */
import React, {useEffect, useState} from 'react';
import {DocSearchModal as UpstreamDocSearchModal, type DocSearchModalProps} from '@docsearch/react';
import {getSiteSearchClient, onSearchAvailability} from './siteSearchClient';
import {missingResultsUrl} from './missingResultsUrl';
import './searchUnavailable.css';

type TransformClient = NonNullable<DocSearchModalProps['transformSearchClient']>;

const toLocalClient: TransformClient = (upstreamClient) => {
  const local = getSiteSearchClient();
  return {
    ...upstreamClient,
    search: local.search as unknown as typeof upstreamClient.search,
  };
};

const svgNamespace = 'http://www.w3.org/2000/svg';

/** A cloud crossed out. */
function unavailableIcon(): SVGSVGElement {
  const svg = document.createElementNS(svgNamespace, 'svg');
  for (const [name, value] of Object.entries({width: '40', height: '40', viewBox: '0 0 40 40', fill: 'none', stroke: 'currentColor', 'stroke-width': '2', 'aria-hidden': 'true'})) {
    svg.setAttribute(name, value);
  }
  for (const d of ['M12 28h17a7 7 0 0 0 0-14 10 10 0 0 0-19 3 5.5 5.5 0 0 0 2 11z', 'M8 8l24 24']) {
    const path = document.createElementNS(svgNamespace, 'path');
    path.setAttribute('d', d);
    path.setAttribute('stroke-linecap', 'round');
    path.setAttribute('stroke-linejoin', 'round');
    svg.appendChild(path);
  }
  return svg;
}

function paragraph(className: string, text: string): HTMLParagraphElement {
  const element = document.createElement('p');
  element.className = className;
  element.textContent = text;
  return element;
}

/**
 * Puts the error screen first in the modal's dropdown while `texts` is set;
 * the CSS hides what DocSearch renders after it. Plain DOM: the dropdown
 * belongs to DocSearch's tree, and the screen has no state of its own.
 */
function useUnavailableScreen(texts: {title: string; help: string} | null): void {
  const title = texts?.title;
  const help = texts?.help;
  useEffect(() => {
    const dropdown = document.querySelector('.DocSearch-Modal .DocSearch-Dropdown');
    if (title === undefined || help === undefined || !dropdown) {
      return undefined;
    }
    const host = document.createElement('div');
    host.className = 'local-search-unavailable';
    const screen = document.createElement('div');
    screen.className = 'DocSearch-ErrorScreen';
    screen.setAttribute('role', 'alert');
    const icon = document.createElement('div');
    icon.className = 'DocSearch-Screen-Icon';
    icon.appendChild(unavailableIcon());
    screen.append(icon, paragraph('DocSearch-Title', title), paragraph('DocSearch-Help', help));
    host.appendChild(screen);
    dropdown.insertBefore(host, dropdown.firstChild);
    return () => host.remove();
  }, [title, help]);
}

export function DocSearchModal(props: DocSearchModalProps): JSX.Element {
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => onSearchAvailability((available) => setUnavailable(!available)), []);
  const texts = props.translations?.errorScreen;
  useUnavailableScreen(
    unavailable
      ? {
          title: texts?.titleText ?? 'Unable to fetch results',
          help: texts?.helpText ?? 'You might want to check your network connection.',
        }
      : null,
  );
  return <UpstreamDocSearchModal getMissingResultsUrl={missingResultsUrl} {...props} transformSearchClient={toLocalClient} />;
}

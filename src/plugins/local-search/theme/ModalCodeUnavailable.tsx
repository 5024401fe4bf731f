/**
 * What the search button shows when the modal's own code cannot be
 * downloaded: the modal's "Unable to fetch results" screen, in a small dialog
 * of its own, since neither the modal nor its styles are there to show it.
 */
import React, {useEffect} from 'react';
import {createPortal} from 'react-dom';
import {translate} from '@docusaurus/Translate';
import translations from '@theme/SearchTranslations';
import SearchUnavailableScreen from './SearchUnavailableScreen';
import './modalCodeUnavailable.css';

export default function ModalCodeUnavailable({onClose}: {onClose: () => void}): JSX.Element {
  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onClose();
      }
    };
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [onClose]);
  const texts = translations.modal?.errorScreen;
  const title = texts?.titleText ?? 'Unable to fetch results';
  return createPortal(
    <div className="local-search-code-unavailable" onClick={onClose}>
      <div
        className="local-search-code-unavailable__dialog"
        role="dialog"
        aria-modal="true"
        aria-label={title}
        onClick={(event) => event.stopPropagation()}>
        <SearchUnavailableScreen title={title} help={texts?.helpText ?? 'You might want to check your network connection.'} />
        <button type="button" className="button button--secondary button--sm" onClick={onClose} autoFocus>
          {translate({
            id: 'theme.SearchBar.unavailableClose',
            message: 'Close',
            description: 'The button closing the message shown when the search modal cannot be loaded',
          })}
        </button>
      </div>
    </div>,
    document.body,
  );
}

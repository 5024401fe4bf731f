/**
 * The engine's note about an answer (client/queryNotes.ts), shown above the
 * results of the search modal and under the box of the search page: which
 * words the results do without when no page has them all, "Did you mean
 * …?" with a link that searches the respelling, and how much of a very long
 * query was searched.
 */
import React, {useEffect, useState} from 'react';
import {createPortal} from 'react-dom';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {onQueryNote, type QueryNote as Note} from '../client/queryNotes';
import './queryNote.css';

/** Puts a value into a React-controlled input the way typing does, so that its own change handler runs. */
function typeInto(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', {bubbles: true}));
  input.focus();
}

/**
 * The note of the query in the search box. Answers can arrive out of order
 * while the index loads (the answer to "swizzling" after the one to
 * "swizzling zeppelin"), so a note about another query is ignored rather than
 * allowed to clear the current one; typing clears it (forgetStale).
 */
function useCurrentNote(inputSelector: string): Note | null {
  const [note, setNote] = useState<Note | null>(null);
  useEffect(() => {
    const unsubscribe = onQueryNote((next) => {
      const input = document.querySelector<HTMLInputElement>(inputSelector);
      setNote((current) => (input?.value === next.query ? next : current));
    });
    const forgetStale = (event: Event) => {
      const target = event.target as HTMLInputElement;
      if (target.matches?.(inputSelector)) {
        setNote((current) => (current && current.query !== target.value ? null : current));
      }
    };
    document.addEventListener('input', forgetStale, true);
    return () => {
      unsubscribe();
      document.removeEventListener('input', forgetStale, true);
    };
  }, [inputSelector]);
  return note;
}

/** An element of our own placed next to one the theme renders, to portal the note into. */
function usePlaceNextTo(anchorSelector: string, where: 'first-inside' | 'after'): HTMLElement | null {
  const [place, setPlace] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const anchor = document.querySelector(anchorSelector);
    if (!anchor) {
      return undefined;
    }
    const element = document.createElement('div');
    if (where === 'first-inside') {
      anchor.prepend(element);
    } else {
      anchor.after(element);
    }
    setPlace(element);
    return () => element.remove();
  }, [anchorSelector, where]);
  return place;
}

function NoteText({note, inputSelector}: {note: Note; inputSelector: string}): JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  const removed = note.removedWords ?? [];
  const respelling = note.didYouMean;
  return (
    <div className="local-search-query-note">
      {note.searchedLength !== undefined && (
        <p className="local-search-query-note__shortened">
          <Translate
            id="search.note.shortened"
            description="Above search results when the query is too long to search whole; {count} is how many characters were searched"
            values={{count: note.searchedLength}}>
            {'Your query is long: only its first {count} characters were searched.'}
          </Translate>
        </p>
      )}
      {removed.length > 0 && (
        <p className="local-search-query-note__relaxed">
          <Translate
            id="search.note.relaxed"
            description="Above search results when no page has every word of the query; {words} lists the words left out"
            values={{
              words: (
                <>
                  {removed.map((word, index) => (
                    <React.Fragment key={word}>
                      {index > 0 && ', '}
                      <s>{word}</s>
                    </React.Fragment>
                  ))}
                </>
              ),
            }}>
            {'No page has all of your words. Showing results without: {words}'}
          </Translate>
        </p>
      )}
      {respelling && (
        <p className="local-search-query-note__respelling">
          <Translate
            id="search.note.didYouMean"
            description="Offers a respelled query; {respelling} is a link that searches it"
            values={{
              respelling: (
                <a
                  href={`${siteConfig.baseUrl}search?q=${encodeURIComponent(respelling)}`}
                  onClick={(event) => {
                    const input = document.querySelector<HTMLInputElement>(inputSelector);
                    if (input) {
                      event.preventDefault();
                      typeInto(input, respelling);
                    }
                  }}>
                  {respelling}
                </a>
              ),
            }}>
            {'Did you mean {respelling}?'}
          </Translate>
        </p>
      )}
    </div>
  );
}

/** The note of the latest answer, portalled next to the results of a search box. */
export default function QueryNote({
  inputSelector,
  anchorSelector,
  where,
}: {
  inputSelector: string;
  anchorSelector: string;
  where: 'first-inside' | 'after';
}): JSX.Element | null {
  const note = useCurrentNote(inputSelector);
  const place = usePlaceNextTo(anchorSelector, where);
  if (!place) {
    return null;
  }
  // The live region stays in place so that screen readers announce a note when it appears.
  return createPortal(
    <div role="status">{note && (note.removedWords?.length || note.didYouMean || note.searchedLength !== undefined) ? <NoteText note={note} inputSelector={inputSelector} /> : null}</div>,
    place,
  );
}

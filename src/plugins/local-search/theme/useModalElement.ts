/**
 * An element of the DocSearch modal (rendered by DocSearch, not by us), once
 * it is in the DOM, so our additions can be portalled into it.
 */
import {useEffect, useState} from 'react';

export function useModalElement(selector: string): Element | null {
  const [element, setElement] = useState<Element | null>(null);
  useEffect(() => {
    setElement(document.querySelector(`.DocSearch-Modal ${selector}`));
  }, [selector]);
  return element;
}

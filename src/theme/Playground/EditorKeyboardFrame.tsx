/**
 * Makes a live code block usable from the keyboard and by screen readers.
 *
 * react-live's editor is a bare textarea: it has no accessible name, and it
 * keeps Tab for indenting, so a keyboard reader who enters it cannot leave
 * the usual way. Its editor does blur on Escape, after which Tab moves on
 * from where the editor was; the hint above the block says so. The textarea
 * is rendered by react-live with no way to pass attributes to it, hence the
 * effect that names it and points it at the hint whenever it appears (an
 * effect run only when this frame rendered missed a textarea rendered later:
 * the axe sweep found one unnamed on a clean-clone run).
 */
import React, {useEffect, useRef, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

const editorLabel = translate({
  id: 'site.playground.editorLabel',
  message: 'Live code editor: edit the code to update the result',
  description: 'Accessible name of the text area of a live code block',
});

let hintCount = 0;

export default function EditorKeyboardFrame({children}: {children: ReactNode}): JSX.Element {
  const frame = useRef<HTMLDivElement>(null);
  const hint = useRef<HTMLParagraphElement>(null);

  // The textarea appears once the editor has downloaded, and the editor may
  // render it again later (its own state, not ours): named whenever it appears.
  useEffect(() => {
    const root = frame.current;
    if (!root) return undefined;
    const nameEditor = () => {
      const textarea = root.querySelector('textarea');
      if (!textarea || !hint.current || textarea.getAttribute('aria-label') === editorLabel) return;
      hint.current.id ||= `live-editor-keys-${(hintCount += 1)}`;
      textarea.setAttribute('aria-label', editorLabel);
      textarea.setAttribute('aria-describedby', hint.current.id);
    };
    nameEditor();
    const observer = new MutationObserver(nameEditor);
    observer.observe(root, {childList: true, subtree: true});
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={frame}>
      <p ref={hint} className={styles.keyboardHint}>
        {translate({
          id: 'site.playground.keyboardHint',
          message: 'Edit the code and the result updates. In the editor, Tab indents: press Esc, then Tab, to move on.',
          description: 'Hint above a live code block on how to leave its editor with the keyboard',
        })}
      </p>
      {children}
    </div>
  );
}

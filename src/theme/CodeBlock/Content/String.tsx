// Copied from @docusaurus/theme-classic@2.1.0 src/theme/CodeBlock/Content/String.tsx sha256:5678c6b18d9ac6882f8e9707e48ede6f199fda7420c8c5725e131912de3d8ca4
/**
 * The theme's highlighted code block, with Prism (~25 KB gzip with the extra
 * languages) off a page's first load. The markup, buttons, title, line numbers
 * and magic-comment lines are the theme's; where the tokens come from differs,
 * and the buttons hydrate once near the screen (ButtonGroup.tsx):
 * - server rendering highlights as the theme does (Prism is bundled there);
 * - while the page hydrates, React keeps the server's tokens as they are
 *   (the code element's content is left to the server's markup); they stay,
 *   recoloured in place for the reader's colour mode (restyleTokens.ts), as
 *   our CodeBlock (../../index.tsx) does not remount blocks after hydration;
 *   a block that mounts again later on the same page reuses them;
 * - a block first shown by a client-side navigation highlights with Prism,
 *   which is fetched when the reader shows an intent to follow a link of this
 *   site (pointer over it, touch, keyboard focus; not when the reader saves
 *   data or is offline), or at once by such a block (its plain lines show for
 *   that moment). Not at idle: running Prism (a long task on a mid-range phone)
 *   on every page that has code, read or not, blocked the main thread of
 *   readers who never navigate further.
 * The theme's client module that registers the extra Prism languages is emptied
 * (src/plugins/bundle-performance); highlighter.ts registers them instead.
 */
import React, {useEffect, useLayoutEffect, useRef, useState, type ReactElement} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useThemeConfig, usePrismTheme} from '@docusaurus/theme-common';
import {
  parseCodeBlockTitle,
  parseLanguage,
  parseLines,
  containsLineNumbers,
  useCodeWordWrap,
} from '@docusaurus/theme-common/internal';
import Line from '@theme/CodeBlock/Line';
import CopyButton from '@theme/CodeBlock/CopyButton';
import WordWrapButton from '@theme/CodeBlock/WordWrapButton';
import Container from '@theme/CodeBlock/Container';
import type {Props} from '@theme/CodeBlock/Content/String';
import type {Language} from 'prism-react-renderer';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import {loadedHighlighter, loadHighlighter, type Highlighter} from './loadHighlighter';
import {restyleTokens} from './restyleTokens';
import ButtonGroup from './ButtonGroup';
import {whenNavigationIntended} from '@site/src/utils/navigationIntent';
import {mayPrefetchAtIdle, type ConnectionHints} from '../../../plugins/local-search/client/idlePrefetchPolicy';

// The server's highlighted markup of each block hydrated on this page, by the
// block's props (equal props render equal markup), for the remount after hydration.
const serverMarkup = new Map<string, string>();
let prefetchScheduled = false;

/** Fetches Prism ahead of a later navigation, unless the reader saves data or is offline (as search does). */
function prefetchForNavigation(): void {
  if (prefetchScheduled) return;
  prefetchScheduled = true;
  whenNavigationIntended(() => {
    const {connection} = navigator as Navigator & {connection?: ConnectionHints};
    if (mayPrefetchAtIdle(connection, navigator.onLine)) void loadHighlighter().catch(() => undefined);
  });
}

function useHighlighter(wanted: boolean): Highlighter | null {
  const [highlighter, setHighlighter] = useState(loadedHighlighter);
  useEffect(() => {
    if (highlighter) return undefined;
    let mounted = true;
    const load = () =>
      loadHighlighter().then(
        (loaded) => mounted && wanted && setHighlighter(() => loaded),
        (error: unknown) => console.warn('Code highlighting could not be loaded; the code shows unhighlighted.', error),
      );
    // Wanted now: a block without server markup. Otherwise only for later navigations.
    if (wanted) load();
    else prefetchForNavigation();
    return () => {
      mounted = false;
    };
  }, [highlighter, wanted]);
  return highlighter;
}

export default function CodeBlockString({
  children,
  className: blockClassName = '',
  metastring,
  title: titleProp,
  showLineNumbers: showLineNumbersProp,
  language: languageProp,
}: Props): JSX.Element {
  const {
    // `theme`: the server colours tokens with the light theme.
    prism: {defaultLanguage, magicComments, theme: serverPrismTheme},
  } = useThemeConfig();
  const language = languageProp ?? parseLanguage(blockClassName) ?? defaultLanguage;
  const prismTheme = usePrismTheme();
  const wordWrap = useCodeWordWrap();
  const isBrowser = useIsBrowser();
  const markupKey = JSON.stringify([blockClassName, metastring, titleProp, showLineNumbersProp, languageProp, children]);
  // Read once: this instance keeps what it started with.
  const [markup] = useState(() => (isBrowser ? serverMarkup.get(markupKey) : undefined));
  // Mounted while the page hydrated: keeps the server's tokens for good.
  const [hydrating] = useState(() => !isBrowser && loadedHighlighter() === null);
  const highlighter = useHighlighter(isBrowser && markup === undefined && !hydrating);
  const codeRef = useRef<HTMLElement>(null);
  // The Prism theme the tokens in the DOM are coloured with.
  const tokensStyledWith = useRef<unknown>(hydrating ? serverPrismTheme : null);

  useLayoutEffect(() => {
    if (hydrating && codeRef.current) serverMarkup.set(markupKey, codeRef.current.innerHTML);
  }, [hydrating, markupKey]);
  useLayoutEffect(() => {
    if (highlighter || (markup === undefined && !hydrating) || !codeRef.current) return;
    if (tokensStyledWith.current === prismTheme) return;
    restyleTokens(codeRef.current, prismTheme, language ?? 'text');
    tokensStyledWith.current = prismTheme;
  }, [highlighter, markup, hydrating, prismTheme, language]);

  // We still parse the metastring in case we want to support more syntax in the
  // future. Note that MDX doesn't strip quotes when parsing metastring:
  // "title=\"xyz\"" => title: "\"xyz\""
  const title = parseCodeBlockTitle(metastring) || titleProp;
  const {lineClassNames, code} = parseLines(children, {metastring, language, magicComments});
  const showLineNumbers = showLineNumbersProp ?? containsLineNumbers(metastring);
  const codeClassName = clsx(styles.codeBlockLines, showLineNumbers && styles.codeBlockLinesWithNumbering);
  const pre = (codeElement: ReactElement, className = `prism-code language-${language ?? 'text'}`) => (
    <pre
      /* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */
      tabIndex={0}
      ref={wordWrap.codeBlockRef}
      className={clsx(className, styles.codeBlock, 'thin-scrollbar')}>
      {codeElement}
    </pre>
  );

  let highlighted: ReactElement;
  if (highlighter) {
    const {Highlight, defaultProps} = highlighter;
    highlighted = (
      <Highlight {...defaultProps} theme={prismTheme} code={code} language={(language ?? 'text') as Language}>
        {({className, tokens, getLineProps, getTokenProps}) =>
          pre(
            <code className={codeClassName}>
              {tokens.map((line, i) => (
                <Line
                  key={i}
                  line={line}
                  getLineProps={getLineProps}
                  getTokenProps={getTokenProps}
                  classNames={lineClassNames[i]}
                  showLineNumbers={showLineNumbers}
                />
              ))}
            </code>,
            className,
          )
        }
      </Highlight>
    );
  } else if (hydrating || markup !== undefined) {
    // While hydrating, React leaves an element with inner HTML as the server made it.
    highlighted = pre(
      <code
        ref={codeRef}
        className={codeClassName}
        dangerouslySetInnerHTML={{__html: markup ?? ''}}
        suppressHydrationWarning
      />,
    );
  } else {
    const plain = {color: prismTheme.plain.color ?? null};
    highlighted = pre(
      <code className={codeClassName}>
        {code.split('\n').map((text: string, i: number) => (
          <Line
            key={i}
            line={[{types: ['plain'], content: text}]}
            getLineProps={({className}) => ({className: clsx('token-line', className), style: plain})}
            getTokenProps={({token}) => ({className: 'token plain', children: token.content})}
            classNames={lineClassNames[i]}
            showLineNumbers={showLineNumbers}
          />
        ))}
      </code>,
    );
  }

  return (
    <Container
      as="div"
      className={clsx(
        blockClassName,
        language && !blockClassName.includes(`language-${language}`) && `language-${language}`,
      )}>
      {title && <div className={styles.codeBlockTitle}>{title}</div>}
      <div className={styles.codeBlockContent}>
        {highlighted}
        <ButtonGroup className={styles.buttonGroup}>
          {(wordWrap.isEnabled || wordWrap.isCodeScrollable) && (
            <WordWrapButton
              className={styles.codeButton}
              onClick={() => wordWrap.toggle()}
              isEnabled={wordWrap.isEnabled}
            />
          )}
          <CopyButton className={styles.codeButton} code={code} />
        </ButtonGroup>
      </div>
    </Container>
  );
}

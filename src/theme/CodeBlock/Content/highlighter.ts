/**
 * Prism with the site's extra languages, and prism-react-renderer's component
 * that tokenizes with it: the part of a code block that weighs (~25 KB gzip).
 * In the browser it is its own chunk, fetched by loadHighlighter.ts.
 */
import './registerPrismLanguages';

export {default as Highlight, defaultProps} from 'prism-react-renderer';

/**
 * The highlighted code block, unchanged, plus the extra Prism languages
 * (themeConfig.prism.additionalLanguages) registered before it first renders.
 * The theme registers them in a client module, which puts Prism (~25 KB gzip)
 * in main.js for every page; here it travels with the pages that show code.
 * src/plugins/bundle-performance turns the theme's client module into a no-op.
 */
import './registerPrismLanguages';
import StringContent from '@theme-original/CodeBlock/Content/String';

export default StringContent;

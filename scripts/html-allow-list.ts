/**
 * Errors of the Nu HTML Checker (scripts/check-html.ts) that come from markup
 * we cannot fix from the theme, or that a test fixture has on purpose. Each
 * entry says why; an entry that stops matching fails the check, so fixed ones
 * go away.
 */
export interface AllowedHtmlError {
  /** Matches the checker's message. */
  message: RegExp;
  /** Limits the entry to these pages (`/path/index.html`); all pages when left out. */
  pages?: RegExp;
  /** Limits the entry to pages whose HTML contains this text. */
  pageContains?: string;
  reason: string;
}

/** What plugin-client-redirects 2.1.0 writes into each of its redirect pages. */
const clientRedirectPage = '<meta http-equiv="refresh" content="0; url=';
const clientRedirectReason =
  "plugin-client-redirects 2.1.0 writes its redirect pages from a fixed template (no <title>, the script after </head>); no theme component renders them. They only send the reader on.";

export const htmlAllowList: readonly AllowedHtmlError[] = [
  {
    message: /^Element “head” is missing a required instance of child element “title”\.$/,
    pageContains: clientRedirectPage,
    reason: clientRedirectReason,
  },
  {
    message: /^“script” element between “head” and “body”\.$/,
    pageContains: clientRedirectPage,
    reason: clientRedirectReason,
  },
  {
    message: /^Cannot recover after last error\. Any further errors will be ignored\.$/,
    pageContains: clientRedirectPage,
    reason: `Follows the error above on the same redirect pages. ${clientRedirectReason}`,
  },
  {
    message: /^When the “srcset” attribute has any image candidate string with a width descriptor, the “sizes” attribute must also be specified\.$/,
    pages: /\/markdown-features\/assets\/index\.html$/,
    reason:
      "The <noscript> fallback of @endiliey/react-ideal-image (behind @theme/IdealImage, plugin-ideal-image 2.1.0): its Media component builds that img's srcset itself and passes no sizes, and no prop reaches it. Readers with JavaScript get the library's own image.",
  },
  {
    message: /^The heading “h\d” \(with computed level \d\) follows the heading “h\d” \(with computed level \d\), skipping \d heading levels?\.$/,
    pages: /^\/tests\/docs\/toc\/toc-test-bad\/index\.html$/,
    reason: 'A test fixture that skips heading levels on purpose: the table of contents must cope with them.',
  },
];

import {test} from 'node:test';
import assert from 'node:assert/strict';
import {isLinkToAnotherPage} from '../../src/utils/navigationIntent';

const here = {origin: 'https://docusaurus.io', pathname: '/docs/installation'};

/** An element inside a link, as the DOM gives it to an event listener. */
function inside(link: {href: string; target?: string; download?: boolean} | null) {
  const url = link ? new URL(link.href, here.origin) : null;
  const anchor = link && {
    origin: url!.origin,
    pathname: url!.pathname,
    target: link.target ?? '',
    hasAttribute: (name: string) => name === 'download' && Boolean(link.download),
  };
  return {closest: (selector: string) => (selector === 'a[href]' ? anchor : null)} as unknown as EventTarget;
}

test('a link to another page of the site is an intent to navigate', () => {
  assert.equal(isLinkToAnotherPage(inside({href: '/docs/configuration'}), here), true);
  assert.equal(isLinkToAnotherPage(inside({href: '/docs/installation/more'}), here), true);
});

test('anchors on this page, other sites, new tabs, downloads and non-links are not', () => {
  assert.equal(isLinkToAnotherPage(inside({href: '/docs/installation#requirements'}), here), false);
  assert.equal(isLinkToAnotherPage(inside({href: 'https://github.com/facebook/docusaurus'}), here), false);
  assert.equal(isLinkToAnotherPage(inside({href: '/blog', target: '_blank'}), here), false);
  assert.equal(isLinkToAnotherPage(inside({href: '/img/logo.svg', download: true}), here), false);
  assert.equal(isLinkToAnotherPage(inside(null), here), false);
  assert.equal(isLinkToAnotherPage(null, here), false);
  // A text node or the document: no `closest`.
  assert.equal(isLinkToAnotherPage({} as EventTarget, here), false);
});

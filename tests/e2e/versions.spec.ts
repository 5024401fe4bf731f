/**
 * Docs versions as a reader meets them: the banner and badge of an older
 * version, the version dropdown, the preferred version that navbar links
 * follow (and forget when it no longer exists), the DocSearch meta tags of
 * each version, and the /versions/ page.
 *
 * The main docs have three versions: current (label 2.0.0-rc.2, the latest,
 * served at /docs/), 2.0.0-rc.1 and 2.0.0-beta.22 (both unmaintained).
 */
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration, isMobile, anyViewport} from './fixtures';
import {openPhoneMenuOnNavbarItems} from './helpers/phoneMenu';

/** Key under which the classic theme keeps the preferred version of the default docs instance. */
const PREFERRED_VERSION_KEY = 'docs-preferred-version-default';

const versions = [
  {name: 'current', label: '2.0.0-rc.2', home: '/docs/'},
  {name: '2.0.0-rc.1', label: '2.0.0-rc.1', home: '/docs/2.0.0-rc.1/'},
  {name: '2.0.0-beta.22', label: '2.0.0-beta.22', home: '/docs/2.0.0-beta.22/'},
] as const;

async function readPreferredVersion(page: Page): Promise<string | null> {
  return page.evaluate((key) => window.localStorage.getItem(key), PREFERRED_VERSION_KEY);
}

/** In the phone menu the version dropdown is a collapsible entry called "Versions". */
async function mobileVersionItem(page: Page, label: RegExp | string) {
  const item = page.locator('.navbar-sidebar .menu__link', {hasText: label});
  if (!(await item.isVisible())) {
    await page.locator('.navbar-sidebar .menu__link--sublist', {hasText: 'Versions'}).click();
  }
  return item;
}

/** The navbar "Docs" link, where the reader can click it (desktop bar or phone side menu). */
/**
 * A navbar item's link as the reader reaches it: in the bar, or on a phone in
 * the menu (the bar's items are hidden there, and kept as the server rendered them).
 */
async function navbarItemLink(page: Page, label: RegExp) {
  if (isMobile(page)) {
    await openPhoneMenuOnNavbarItems(page);
    return page.locator('.navbar-sidebar .menu__link', {hasText: label}).first();
  }
  return page.locator('.navbar__items a.navbar__link', {hasText: label}).first();
}

const docsNavbarLink = (page: Page) => navbarItemLink(page, /^Docs$/);

/** Picks an entry of the version dropdown: a version label, or "All versions". */
async function pickFromVersionDropdown(page: Page, label: string): Promise<void> {
  const exactly = new RegExp(`^${label.replace(/\./g, '\\.')}$`);
  if (isMobile(page)) {
    await openPhoneMenuOnNavbarItems(page);
    await (await mobileVersionItem(page, exactly)).click();
  } else {
    const dropdown = page.locator('.navbar__items--right .dropdown', {
      has: page.locator('.dropdown__link', {hasText: 'All versions'}),
    });
    await dropdown.hover();
    await dropdown.locator('.dropdown__link', {hasText: exactly}).click();
  }
}

test.describe('an older version', () => {
  test('shows the unmaintained banner and the version badge, and the banner leads to the same page in the latest version', async ({page}) => {
    await page.goto('/docs/2.0.0-beta.22/installation');
    await waitForHydration(page);

    const banner = page.locator('.theme-doc-version-banner');
    await expect(banner).toContainText(
      'This is documentation for Docusaurus 2.0.0-beta.22, which is no longer actively maintained.',
    );
    await expect(banner).toContainText('For up-to-date documentation, see the latest version (2.0.0-rc.2).');
    await expect(page.locator('.theme-doc-version-badge')).toHaveText('Version: 2.0.0-beta.22');
    // The page itself is the beta.22 one: install commands name that release.
    await expect(page.locator('article')).toContainText('create-docusaurus@2.0.0-beta.22');

    await banner.getByRole('link', {name: 'latest version'}).click();
    await expect(page).toHaveURL(/\/docs\/installation\/?$/);
    await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
    await expect(page.locator('.theme-doc-version-badge')).toHaveText('Version: 2.0.0-rc.2');
    // Following the banner makes the latest version the preferred one.
    expect(await readPreferredVersion(page)).toBe('current');
  });

  test('a page that only differs by version keeps its own content', async ({page}) => {
    // Per-version noIndex arrived in 2.1.0: the current docs document it, rc.1 does not.
    await page.goto('/docs/versioning');
    await expect(page.locator('article')).toContainText('noIndex');
    await page.goto('/docs/2.0.0-rc.1/versioning');
    await expect(page.locator('article')).not.toContainText('noIndex');
    await expect(page.locator('.theme-doc-version-banner')).toContainText('Docusaurus 2.0.0-rc.1');
  });
});

test.describe('preferred version', () => {
  test('picking rc.1 in the navbar dropdown makes the Docs link lead to rc.1 from anywhere', async ({page}) => {
    await page.goto('/docs/installation');
    await waitForHydration(page);

    await pickFromVersionDropdown(page, '2.0.0-rc.1');
    // The dropdown keeps the reader on the same doc.
    await expect(page).toHaveURL(/\/docs\/2\.0\.0-rc\.1\/installation\/?$/);
    await expect(page.locator('.theme-doc-version-badge')).toHaveText('Version: 2.0.0-rc.1');
    expect(await readPreferredVersion(page)).toBe('2.0.0-rc.1');

    // Home page: outside the docs, the navbar uses the stored preference.
    await page.locator('.navbar__brand').first().click();
    await expect(page).toHaveURL(/\/$/);
    const docsLink = await docsNavbarLink(page);
    await expect(docsLink).toHaveAttribute('href', '/docs/2.0.0-rc.1/');
    await docsLink.click();
    await expect(page).toHaveURL(/\/docs\/2\.0\.0-rc\.1\/$/);
    await expect(page.locator('.theme-doc-version-banner')).toContainText('Docusaurus 2.0.0-rc.1');

    // The API link (a docSidebar item) follows the same preference.
    await page.goto('/');
    await waitForHydration(page);
    await expect(await navbarItemLink(page, /^API$/)).toHaveAttribute(
      'href',
      /^\/docs\/2\.0\.0-rc\.1\//,
    );
  });

  test('a stored version that still exists is used after a reload', async ({page}) => {
    await page.addInitScript(
      ([key]) => window.localStorage.setItem(key, '2.0.0-beta.22'),
      [PREFERRED_VERSION_KEY],
    );
    await page.goto('/');
    await waitForHydration(page);
    await expect(await docsNavbarLink(page)).toHaveAttribute('href', '/docs/2.0.0-beta.22/');
  });

  test('a stored version that no longer exists is discarded', async ({page}) => {
    await page.addInitScript(
      ([key]) => window.localStorage.setItem(key, '9.9.9'),
      [PREFERRED_VERSION_KEY],
    );
    await page.goto('/');
    await waitForHydration(page);
    await expect.poll(() => readPreferredVersion(page)).toBeNull();
    const docsLink = await docsNavbarLink(page);
    await expect(docsLink).toHaveAttribute('href', '/docs/');
    await docsLink.click();
    await expect(page).toHaveURL(/\/docs\/$/);
    await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
  });
});

test.describe('the release each version describes', anyViewport, () => {
  test('current docs pages name 2.1.0 and explain their label; older versions and community pages do not', async ({page}) => {
    const note = page.locator('.theme-doc-current-release');
    await page.goto('/docs/installation');
    await expect(note).toHaveText(
      'These pages describe Docusaurus 2.1.0, the latest release. The label 2.0.0-rc.2 is this site\'s name for its current docs, not a version to install. About the versions',
    );
    await expect(note.getByRole('link', {name: 'About the versions'})).toHaveAttribute('href', '/versions');
    for (const path of ['/docs/2.0.0-rc.1/installation', '/docs/2.0.0-beta.22/installation', '/community/support']) {
      await page.goto(path);
      await expect(page.locator('article')).toBeVisible();
      await expect(note).toHaveCount(0);
    }
  });
});

/** The default base of "Edit this page" links: this site's repository (EDIT_URL_BASE unset). */
const EDIT_BASE = 'https://github.com/docusaurus-community/docs-site/edit/main/';

test.describe('edit links', anyViewport, () => {
  test('lead to the source file of the page in this repository', async ({context}) => {
    const expected: Record<string, string> = {
      '/docs/installation': 'docs/installation.md',
      '/docs/2.0.0-rc.1/cli': 'versioned_docs/version-2.0.0-rc.1/cli.md',
      '/community/support': 'community/0-support.md',
      '/blog/2017/12/14/introducing-docusaurus': 'blog/2017-12-14-introducing-docusaurus.md',
      '/changelog/2.0.0-rc.1': 'changelog/2022-07-14-2.0.0-rc.1.md',
    };
    // Pages of one context, read concurrently: only hrefs are checked.
    await Promise.all(
      Object.entries(expected).map(async ([path, file]) => {
        const page = await context.newPage();
        await page.goto(path);
        await expect(page.locator('a.theme-edit-this-page'), path).toHaveAttribute('href', EDIT_BASE + file);
        await page.close();
      }),
    );
  });
});

test.describe('search metadata', anyViewport, () => {
  for (const version of versions) {
    test(`pages of ${version.label} carry the DocSearch tags of their version`, async ({page}) => {
      for (const path of [version.home, `${version.home}installation`]) {
        await page.goto(path);
        await expect(page.locator('meta[name="docsearch:docusaurus_tag"]')).toHaveAttribute(
          'content',
          `docs-default-${version.name}`,
        );
        await expect(page.locator('meta[name="docsearch:version"]')).toHaveAttribute('content', version.name);
        await expect(page.locator('meta[name="docsearch:language"]')).toHaveAttribute('content', 'en');
      }
    });
  }
});

test.describe('/versions/', () => {
  test('lists the three versions with their docs and release notes', async ({page}) => {
    await page.goto('/versions/');
    await waitForHydration(page);
    const rows = page.locator('main table tbody tr');
    await expect(rows).toHaveCount(3);

    for (const [index, version] of versions.entries()) {
      const row = rows.nth(index);
      await expect(row.locator('th')).toContainText(version.label);
      await expect(row.getByRole('link', {name: `Documentation of ${version.label}`})).toHaveAttribute(
        'href',
        version.home,
      );
      if (version.name === 'current') {
        await expect(row).toContainText('latest');
        // The label is explained: the current docs describe the latest release, 2.1.0.
        await expect(row).toContainText('Describes Docusaurus 2.1.0');
        await expect(row).not.toContainText('Not released');
        await expect(row.getByRole('link', {name: 'release notes on GitHub'})).toHaveAttribute(
          'href',
          'https://github.com/facebook/docusaurus/releases',
        );
        await expect(row.getByRole('link', {name: 'changelog'})).toHaveAttribute('href', '/changelog');
      } else {
        await expect(row.getByRole('link', {name: `Release notes of ${version.label}`})).toHaveAttribute(
          'href',
          `/changelog/${version.name}`,
        );
      }
    }

    await rows.nth(2).getByRole('link', {name: 'Documentation of 2.0.0-beta.22'}).click();
    await expect(page).toHaveURL(/\/docs\/2\.0\.0-beta\.22\/$/);
    await expect(page.locator('.theme-doc-version-banner')).toContainText('Docusaurus 2.0.0-beta.22');
  });

  test('says what the label of the current docs means', async ({page}) => {
    await page.goto('/versions/');
    await expect(page.locator('main')).toContainText(
      'The current docs are labelled 2.0.0-rc.2 on this site and describe Docusaurus 2.1.0, the latest release.',
    );
  });

  test('is linked from the version dropdown', async ({page}) => {
    await page.goto('/docs/');
    await waitForHydration(page);
    await pickFromVersionDropdown(page, 'All versions');
    await expect(page).toHaveURL(/\/versions\/?$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Docusaurus documentation versions');
  });
});

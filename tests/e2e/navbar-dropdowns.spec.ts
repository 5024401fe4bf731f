/**
 * Navbar dropdowns close on a press outside them and on Tab from the last item.
 * Tab-group choices are kept in localStorage under the
 * `docusaurus.tab.` prefix, and groups sharing a groupId move together.
 */
import {test, expect, isMobile, waitForHydration} from './fixtures';
import type {Locator, Page} from '@playwright/test';
import {openPhoneMenu} from './helpers/phoneMenu';

const versionDropdown = (page: Page) =>
  page.locator('.navbar__inner .navbar__item.dropdown').filter({hasText: '2.0.0-rc.2'});

/** Opens a navbar dropdown from the keyboard (Enter on its label), as a keyboard user does. */
async function openWithKeyboard(dropdown: Locator): Promise<void> {
  await dropdown.locator('> a.navbar__link').focus();
  await dropdown.page().keyboard.press('Enter');
  await expect(dropdown).toHaveClass(/dropdown--show/);
}

test.describe('navbar dropdowns', () => {
  test.beforeEach(({page}) => {
    test.skip(
      isMobile(page),
      'phones show dropdowns as collapsible lists inside the side menu (covered below)',
    );
  });

  test('a press outside an open dropdown closes it', async ({page}) => {
    await page.goto('/docs/installation');
    await waitForHydration(page);
    const dropdown = versionDropdown(page);
    await openWithKeyboard(dropdown);
    await expect(dropdown.locator('.dropdown__menu')).toBeVisible();
    // A press inside keeps it open.
    await dropdown.locator('.dropdown__menu').dispatchEvent('mousedown');
    await expect(dropdown).toHaveClass(/dropdown--show/);

    await page.mouse.click(640, 500);
    await expect(dropdown).not.toHaveClass(/dropdown--show/);
  });

  test('Tab from the last item closes it and moves on to the next navbar item', async ({page}) => {
    await page.goto('/docs/installation');
    await waitForHydration(page);
    const dropdown = versionDropdown(page);
    await openWithKeyboard(dropdown);
    const links = dropdown.locator('.dropdown__menu a');
    const count = await links.count();
    await expect(links.last()).toHaveText('All versions');
    // Tab through every item; the menu stays open until the last one is left.
    for (let index = 0; index < count; index += 1) {
      await page.keyboard.press('Tab');
      await expect(links.nth(index)).toBeFocused();
      await expect(dropdown).toHaveClass(/dropdown--show/);
    }
    await page.keyboard.press('Tab');
    await expect(dropdown).not.toHaveClass(/dropdown--show/);
    // The next navbar item is the language dropdown: its label has the focus.
    const next = page.locator('.navbar__inner .navbar__item.dropdown').filter({hasText: 'English'});
    await expect(next.locator('> a.navbar__link')).toBeFocused();
  });
});

test.describe('dropdowns in the phone menu', () => {
  test('each dropdown is a list that expands and collapses', async ({page}) => {
    test.skip(!isMobile(page), 'the side menu exists only on phones');
    await page.goto('/');
    await openPhoneMenu(page);
    // On phones the locale dropdown is labelled "Languages".
    const label = page.locator('.navbar-sidebar').getByRole('button', {name: 'Languages'});
    const item = page
      .locator('.navbar-sidebar .menu__list-item')
      .filter({has: page.getByRole('button', {name: 'Languages'})});
    await expect(item).toHaveClass(/menu__list-item--collapsed/);
    await label.click();
    await expect(item).not.toHaveClass(/menu__list-item--collapsed/);
    await expect(item.getByRole('link', {name: 'English'})).toBeVisible();
    await label.click();
    await expect(item).toHaveClass(/menu__list-item--collapsed/);
  });
});

test.describe('tab choices', () => {
  const tabsDoc = '/docs/markdown-features/tabs';
  const osGroups = (page: Page) =>
    page.locator('[role="tablist"]').filter({has: page.getByRole('tab', {name: 'Windows'})});
  const selectedLabels = (page: Page) =>
    osGroups(page)
      .locator('[role="tab"][aria-selected="true"]')
      .allTextContents();

  test('a choice in one group selects it in every group of the same groupId, and is stored', async ({
    page,
  }) => {
    await page.goto(tabsDoc);
    await waitForHydration(page);
    // The page shows at least two live groups sharing groupId "operating-systems".
    const groupCount = await osGroups(page).count();
    expect(groupCount).toBeGreaterThanOrEqual(2);
    expect(await selectedLabels(page)).toEqual(Array(groupCount).fill('Windows'));
    // A group without groupId, for comparison.
    const independent = page
      .locator('[role="tablist"]')
      .filter({has: page.getByRole('tab', {name: 'JavaScript'})})
      .first();
    const independentBefore = await independent.locator('[aria-selected="true"]').textContent();

    await osGroups(page).nth(1).getByRole('tab', {name: 'macOS'}).click();
    await expect.poll(() => selectedLabels(page)).toEqual(Array(groupCount).fill('macOS'));
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.operating-systems'))).toBe('mac');
    await expect(independent.locator('[aria-selected="true"]')).toHaveText(independentBefore!);

    // The choice survives a new page load.
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => selectedLabels(page)).toEqual(Array(groupCount).fill('macOS'));
  });

  test('only keys with the docusaurus.tab. prefix are read back', async ({page}) => {
    await page.addInitScript(() => {
      localStorage.setItem('docusaurus.tab.operating-systems', 'linux');
      // Same suffix without the prefix: must be ignored.
      localStorage.setItem('operating-systems', 'mac');
    });
    await page.goto(tabsDoc);
    await waitForHydration(page);
    const groupCount = await osGroups(page).count();
    expect(groupCount).toBeGreaterThanOrEqual(2);
    await expect.poll(() => selectedLabels(page)).toEqual(Array(groupCount).fill('Linux'));
  });
});

/**
 * Tabs (src/theme/Tabs, src/theme/TabItem): each tab names the panel it shows
 * (aria-controls), and the ids survive hydration and a change of tab; arrow
 * keys move between tabs; groups sharing a groupId move together, and the
 * choice is kept in localStorage under the `docusaurus.tab.` prefix.
 */
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration, anyViewport} from './fixtures';
import {tabUntil} from './helpers/keyboard';

const tabsDoc = '/docs/markdown-features/tabs';
const osGroups = (page: Page) =>
  page.locator('[role="tablist"]').filter({has: page.getByRole('tab', {name: 'Windows'})});
const selectedLabels = (page: Page) => osGroups(page).locator('[role="tab"][aria-selected="true"]').allTextContents();

test('every tab controls the panel it shows, before and after a change of tab', anyViewport, async ({page}) => {
  await page.goto('/docs/installation');
  await waitForHydration(page);
  const tabs = page.getByRole('tablist').first().getByRole('tab');
  const count = await tabs.count();
  expect(count).toBeGreaterThan(1);
  const panelIds = new Set<string>();
  for (let index = count - 1; index >= 0; index -= 1) {
    const tab = tabs.nth(index);
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const panelId = await tab.getAttribute('aria-controls');
    expect(panelId).toBeTruthy();
    panelIds.add(panelId!);
    const panel = page.locator(`[id="${panelId}"]`);
    await expect(panel).toHaveAttribute('role', 'tabpanel');
    await expect(panel).toBeVisible();
  }
  expect(panelIds.size).toBe(count);
});

test('tabs switch with the arrow keys', async ({page}) => {
  await page.goto('/tests/pages/tabs-tests');
  await waitForHydration(page);
  const tabs = page.getByRole('tablist').first().getByRole('tab');
  // Tab enters the group on its selected tab (the second one here).
  await tabUntil(page, 'the first tab group', (element) => element.getAttribute('role') === 'tab');
  await expect(tabs.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(2)).toBeFocused();
  await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Bananas come in bunches.')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
});

test('a choice in one group selects it in every group of the same groupId, and is stored', async ({page}) => {
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

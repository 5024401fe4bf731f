/**
 * Each tab names the panel it shows (aria-controls), so assistive technology
 * can move from a tab to its content; the ids come from src/theme/Tabs and
 * src/theme/TabItem and must survive hydration and a tab change.
 */
import {test, expect, waitForHydration, anyViewport} from './fixtures';

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

/**
 * /showcase/: tag and name filters kept in the URL, the live count, the empty
 * state and lazy preview images (axe checks it with every other page in
 * a11y-sweep.spec.ts). Expected counts are computed from the data file, so
 * the tests follow the data as sites are added. The filters are also used
 * from the keyboard alone.
 */
import type {Page} from '@playwright/test';

import {expect, test, waitForHydration} from './fixtures';
import {focused, tabUntil} from './helpers/keyboard';
import {showcaseSites, showcaseTags, type TagKey} from '../../src/data/showcase';

const total = showcaseSites.length;
const countWith = (predicate: (tags: TagKey[]) => boolean) =>
  showcaseSites.filter((site) => predicate(site.tags)).length;

const sitesText = (count: number) => (count === 1 ? '1 site' : `${count} sites`);
const countStatus = (page: Page) => page.getByTestId('showcase-count');
const tagCheckbox = (page: Page, tag: TagKey) =>
  page.getByRole('checkbox', {name: new RegExp(`^${showcaseTags[tag].label}\\b`)});
const operatorRadio = (page: Page, operator: 'AND' | 'OR') =>
  page.getByRole('radio', {name: new RegExp(`^${operator}\\b`)});

async function openShowcase(page: Page, query = ''): Promise<void> {
  await page.goto(`/showcase/${query}`);
  await waitForHydration(page);
}

test.describe('showcase', () => {
  test('combines two tags with OR, then AND, then OR again', async ({page}) => {
    const [first, second]: TagKey[] = ['opensource', 'i18n'];
    const withFirst = countWith((tags) => tags.includes(first));
    const withEither = countWith((tags) => tags.includes(first) || tags.includes(second));
    const withBoth = countWith((tags) => tags.includes(first) && tags.includes(second));
    // Guard the test's own premise: the two modes must give different numbers.
    expect(withBoth).toBeGreaterThan(0);
    expect(withBoth).toBeLessThan(withEither);

    await openShowcase(page);
    await expect(countStatus(page)).toHaveText(sitesText(total));
    await expect(page.locator('main li.card')).toHaveCount(total);

    await tagCheckbox(page, first).check();
    await expect(countStatus(page)).toHaveText(sitesText(withFirst));
    await tagCheckbox(page, second).check();
    await expect(countStatus(page)).toHaveText(sitesText(withEither));
    await expect(page.locator('main li.card')).toHaveCount(withEither);

    await operatorRadio(page, 'AND').check();
    await expect(countStatus(page)).toHaveText(sitesText(withBoth));
    await expect(page.locator('main li.card')).toHaveCount(withBoth);
    await expect(page).toHaveURL(/\?tags=opensource&tags=i18n&operator=AND$/);

    await operatorRadio(page, 'OR').check();
    await expect(countStatus(page)).toHaveText(sitesText(withEither));
    await expect(page).toHaveURL(/\?tags=opensource&tags=i18n$/);
  });

  test('restores the filters and the count from the URL, and back/forward step through changes', async ({page}) => {
    const name = 're';
    const expected = showcaseSites.filter(
      (site) =>
        site.tags.includes('opensource') && site.tags.includes('design') && site.name.toLowerCase().includes(name),
    ).length;
    expect(expected).toBeGreaterThan(0);

    await openShowcase(page, `?tags=opensource&tags=design&operator=AND&name=${name}`);
    await expect(countStatus(page)).toHaveText(sitesText(expected));
    await expect(tagCheckbox(page, 'opensource')).toBeChecked();
    await expect(tagCheckbox(page, 'design')).toBeChecked();
    await expect(tagCheckbox(page, 'i18n')).not.toBeChecked();
    await expect(operatorRadio(page, 'AND')).toBeChecked();
    await expect(page.getByLabel('Search by site name')).toHaveValue(name);

    // Unticking a tag is a history entry of its own.
    await tagCheckbox(page, 'design').uncheck();
    const withoutDesign = showcaseSites.filter(
      (site) => site.tags.includes('opensource') && site.name.toLowerCase().includes(name),
    ).length;
    await expect(countStatus(page)).toHaveText(sitesText(withoutDesign));

    await page.goBack();
    await expect(countStatus(page)).toHaveText(sitesText(expected));
    await expect(tagCheckbox(page, 'design')).toBeChecked();
    await page.goForward();
    await expect(countStatus(page)).toHaveText(sitesText(withoutDesign));
    await expect(tagCheckbox(page, 'design')).not.toBeChecked();
  });

  test('filters work from the keyboard and the new count is announced', async ({page}) => {
    await openShowcase(page);
    const status = page.getByRole('status').filter({hasText: /sites?$/});
    await expect(status).toHaveAttribute('aria-live', 'polite');
    const before = await status.textContent();
    await tabUntil(page, 'the first tag filter', (element) => element.getAttribute('type') === 'checkbox', 80);
    await page.keyboard.press('Space');
    await expect(focused(page)).toBeChecked();
    await expect(status).not.toHaveText(before ?? '');
    await page.keyboard.press('Space');
    await expect(status).toHaveText(before ?? '');
  });

  test('searches by name and keeps the text in the URL', async ({page}) => {
    await openShowcase(page);
    await page.getByLabel('Search by site name').fill('react native');
    const expected = showcaseSites.filter((site) => site.name.toLowerCase().includes('react native')).length;
    await expect(countStatus(page)).toHaveText(sitesText(expected));
    await expect(page).toHaveURL(/\?name=react\+native$/);
  });

  test('says so when nothing matches and clears the filters on request', async ({page}) => {
    await openShowcase(page, '?tags=rtl&tags=meta&operator=AND&name=nothing-by-this-name');
    await expect(countStatus(page)).toHaveText('0 sites');
    await expect(page.getByText('No site matches these filters.')).toBeVisible();
    await expect(page.locator('main li.card')).toHaveCount(0);

    await page.getByRole('button', {name: 'Clear all filters'}).click();
    await expect(countStatus(page)).toHaveText(sitesText(total));
    await expect(page).toHaveURL(/\/showcase\/$/);
    await expect(tagCheckbox(page, 'rtl')).not.toBeChecked();
    await expect(operatorRadio(page, 'OR')).toBeChecked();
    await expect(page.getByLabel('Search by site name')).toHaveValue('');
  });

  test('loads preview images lazily, only for cards near the viewport', async ({page}) => {
    const imageRequests = new Set<string>();
    page.on('request', (request) => {
      if (request.url().includes('/assets/ideal-img/')) imageRequests.add(request.url());
    });
    await openShowcase(page);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('main li.card')).toHaveCount(total);
    // The cards' visibility observers report in the same rendering step as a
    // new observer's first report, and what they start has asked for its
    // files by the time the page is idle again.
    await page.locator('main li.card').last().evaluate(
      (card) =>
        new Promise<void>((resolve) => {
          const observer = new IntersectionObserver(() => {
            observer.disconnect();
            requestIdleCallback(() => resolve());
          });
          observer.observe(card);
        }),
    );
    // On a phone the filters fill the first screen, so no preview may be due yet.
    expect(imageRequests.size).toBeLessThan(total);

    // Images arrive as the reader scrolls, and only for what comes into view.
    await page.locator('main li.card').first().scrollIntoViewIfNeeded();
    await expect.poll(() => imageRequests.size).toBeGreaterThan(0);
    const afterFirstScreen = imageRequests.size;
    await page.locator('main li.card').nth(40).scrollIntoViewIfNeeded();
    await expect.poll(() => imageRequests.size).toBeGreaterThan(afterFirstScreen);
    await page.waitForLoadState('networkidle');
    expect(imageRequests.size).toBeLessThan(total);
  });

  test('fits the viewport without sideways scrolling', async ({page}) => {
    await openShowcase(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

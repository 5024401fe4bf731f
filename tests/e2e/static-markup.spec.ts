/**
 * Plain markup kept from the server on a page's first load
 * (src/components/StaticMarkup): paragraphs and lists of MDX documents are not
 * hydrated; showcase cards, changelog entries and the footer only when they
 * near the viewport. What a reader sees and does must not change: links in
 * kept markup navigate inside the app, and a card scrolled into view gets its
 * preview.
 */
import {test, expect, waitForHydration} from './fixtures';

declare global {
  interface Window {
    sameDocumentMarker?: boolean;
  }
}

test('a link in a kept paragraph navigates inside the app, without a page load', async ({page}) => {
  await page.goto('/docs/installation');
  await waitForHydration(page);
  await page.evaluate(() => {
    window.sameDocumentMarker = true;
  });
  const link = page.locator('.markdown > p a[href="/docs/typescript-support"]').first();
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/docs\/typescript-support$/);
  await expect(page.locator('article h1')).toHaveText(/TypeScript/i);
  expect(await page.evaluate(() => window.sameDocumentMarker)).toBe(true);

  // Back on the first page, rendered by the client this time, the same link still works.
  await page.goBack();
  await expect(page).toHaveURL(/\/docs\/installation$/);
  await expect(page.locator('.markdown > p a[href="/docs/typescript-support"]').first()).toBeVisible();
  expect(await page.evaluate(() => window.sameDocumentMarker)).toBe(true);
});

test('a modified click on a link in a kept paragraph is left to the browser', async ({page}) => {
  await page.goto('/docs/installation');
  await waitForHydration(page);
  const link = page.locator('.markdown > p a[href="/docs/typescript-support"]').first();
  const defaultPrevented = page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        document.addEventListener('click', (event) => {
          const prevented = event.defaultPrevented;
          event.preventDefault(); // keep the test on this page
          resolve(prevented);
        }, {once: true});
      }),
  );
  await link.click({modifiers: ['Control']});
  expect(await defaultPrevented).toBe(false);
  await expect(page).toHaveURL(/\/docs\/installation$/);
});

test('a showcase card far down the page gets its preview once scrolled into view', async ({page}) => {
  await page.goto('/showcase/');
  await waitForHydration(page);
  const lastCard = page.locator('li.card').last();
  await expect(lastCard.locator('h3 a')).toHaveText(/\S/);
  await lastCard.scrollIntoViewIfNeeded();
  await expect(lastCard.locator('img').first()).toBeVisible({timeout: 15_000});
});

test('a footer link on a long page, before the footer is hydrated, navigates inside the app', async ({page}) => {
  await page.goto('/docs/installation');
  await waitForHydration(page);
  await page.evaluate(() => {
    window.sameDocumentMarker = true;
  });
  const link = page.locator('footer a[href="/blog"]').first();
  await expect(link).toHaveText(/\S/);
  // Clicked where it is, without scrolling to it: the footer is still the server's markup.
  await link.evaluate((element: HTMLElement) => element.click());
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.locator('main').first()).toContainText(/\S/);
  expect(await page.evaluate(() => window.sameDocumentMarker)).toBe(true);
});

test('the footer scrolled into view works as rendered by React', async ({page}) => {
  await page.goto('/docs/installation');
  await waitForHydration(page);
  const footer = page.locator('footer.footer');
  await footer.scrollIntoViewIfNeeded();
  await expect(footer.locator('.footer__title').first()).toBeVisible();
  await expect(footer.locator('.footer__copyright')).toContainText('Copyright ©');
  await footer.locator('a[href="/blog"]').first().click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('a changelog entry far down the list, still the server markup, links inside the app', async ({page}) => {
  await page.goto('/changelog/');
  await waitForHydration(page);
  await page.evaluate(() => {
    window.sameDocumentMarker = true;
  });
  const lastEntryTitle = page.locator('main article h2 a').last();
  const title = (await lastEntryTitle.textContent())!;
  expect(title).toMatch(/\S/);
  await lastEntryTitle.evaluate((element: HTMLElement) => element.click());
  await expect(page.locator('article h1').first()).toHaveText(title);
  expect(await page.evaluate(() => window.sameDocumentMarker)).toBe(true);
});

/** Has React hydrated or rendered this element? (React 17 tags its elements with their fiber.) */
const isReacts = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

test.describe('at phone width', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('the navbar items, hidden on a phone, stay server markup until the window widens, then work', async ({page}) => {
    await page.goto('/docs/installation');
    await waitForHydration(page);
    const blogLink = page.locator('.navbar__inner a.navbar__link[href="/blog"]');
    await expect(blogLink).toBeHidden();
    expect(await blogLink.evaluate(isReacts)).toBe(false);
    // The toggle beside them hydrates on every screen.
    expect(await page.locator('.navbar__inner button[class*="toggleButton"]').evaluate(isReacts)).toBe(true);

    await page.evaluate(() => {
      window.sameDocumentMarker = true;
    });
    await page.setViewportSize({width: 1280, height: 800});
    await expect(blogLink).toBeVisible();
    expect(await blogLink.evaluate(isReacts)).toBe(true);
    await blogLink.click();
    await expect(page).toHaveURL(/\/blog\/?$/);
    expect(await page.evaluate(() => window.sameDocumentMarker)).toBe(true);
  });

  test("a code block's buttons stay server markup until the block nears the screen", async ({page}) => {
    await page.goto('/docs/installation');
    await waitForHydration(page);
    const lastCopyButton = page.locator('.theme-code-block').last().getByRole('button', {name: 'Copy code to clipboard'});
    expect(await lastCopyButton.evaluate(isReacts)).toBe(false);
    await lastCopyButton.scrollIntoViewIfNeeded();
    await expect.poll(() => lastCopyButton.evaluate(isReacts)).toBe(true);
  });

  test('focus on a kept button stays on the button React puts in its place', async ({page}) => {
    await page.goto('/docs/installation');
    await waitForHydration(page);
    const lastCopyButton = page.locator('.theme-code-block').last().getByRole('button', {name: 'Copy code to clipboard'});
    await lastCopyButton.focus();
    await expect.poll(() => lastCopyButton.evaluate(isReacts)).toBe(true);
    await expect(lastCopyButton).toBeFocused();
  });
});

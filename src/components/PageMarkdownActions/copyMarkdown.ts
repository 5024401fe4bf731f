/**
 * Copies the Markdown at `url` to the clipboard. The file is fetched only on
 * click. Where ClipboardItem accepts a promise (Chromium, Safari), the copy is
 * started synchronously inside the click, which Safari requires; elsewhere the
 * text is fetched first and written with writeText.
 */
async function fetchMarkdown(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`The Markdown file answered ${response.status}.`);
  }
  return response.text();
}

export async function copyMarkdown(url: string): Promise<void> {
  if (!navigator.clipboard) {
    throw new Error('This browser gives the page no clipboard access.');
  }
  const text = fetchMarkdown(url);
  if (typeof ClipboardItem !== 'undefined' && typeof navigator.clipboard.write === 'function') {
    try {
      const blob = text.then((markdown) => new Blob([markdown], {type: 'text/plain'}));
      await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
      return;
    } catch (error) {
      // A failed fetch is final; a browser without promise support in ClipboardItem gets writeText.
      await text;
      if (!(error instanceof TypeError)) {
        throw error;
      }
    }
  }
  await navigator.clipboard.writeText(await text);
}

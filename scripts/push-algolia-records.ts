/**
 * Pushes the search records of a build to the hosted Algolia index.
 *
 *   ALGOLIA_APP_ID=… ALGOLIA_ADMIN_API_KEY=… ALGOLIA_INDEX_NAME=… \
 *     node --import tsx scripts/push-algolia-records.ts [--dir build] [--dry-run]
 *
 * The write key is ALGOLIA_ADMIN_API_KEY, never ALGOLIA_API_KEY: the latter is
 * the search-only key the build puts into the site's JavaScript, where a key
 * that can write must not end up. --dry-run prints what would be sent.
 */
import path from 'path';
import siteConfig from '../docusaurus.config';
import {collectPages} from '../src/plugins/local-search/build/collectPages';
import {algoliaRecords, pushRecords} from '../src/plugins/local-search/build/algoliaRecords';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const dirIndex = args.indexOf('--dir');
  const buildDir = path.resolve(dirIndex >= 0 ? args[dirIndex + 1]! : 'build');
  const dryRun = args.includes('--dry-run');

  const pages = await collectPages(buildDir, siteConfig.baseUrl);
  const records = algoliaRecords(pages, siteConfig.url);
  console.log(`${pages.length} pages, ${records.length} records from ${buildDir}`);
  if (dryRun) {
    console.log(JSON.stringify(records.slice(0, 3), null, 2));
    return;
  }

  const appId = process.env.ALGOLIA_APP_ID;
  const writeApiKey = process.env.ALGOLIA_ADMIN_API_KEY;
  const indexName = process.env.ALGOLIA_INDEX_NAME;
  if (!appId || !writeApiKey || !indexName) {
    throw new Error('Set ALGOLIA_APP_ID, ALGOLIA_ADMIN_API_KEY and ALGOLIA_INDEX_NAME (or pass --dry-run).');
  }
  await pushRecords({appId, writeApiKey, indexName, records, fetch, log: (message) => console.log(message)});
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

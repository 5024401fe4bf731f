import fs from 'node:fs';
import path from 'node:path';
import {createLocalSearchClient} from '../../src/plugins/local-search/client/localSearchClient';
const buildDir = path.resolve('build');
const filters = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current', 'docusaurus_tag:docs-community-current']];
(async () => {
  const client = createLocalSearchClient({origin: 'http://localhost', fetchJson: async (f) => JSON.parse(await fs.promises.readFile(path.join(buildDir, f), 'utf8'))});
  await client.prefetch(filters, async () => undefined);
  const n = Number(process.env.N ?? 12);
  for (const q of process.argv.slice(2)) {
    const {results} = await client.search({requests: [{indexName: 'docusaurus', query: q, hitsPerPage: 60, facetFilters: filters}]});
    console.log(`\n== ${q}  (nbHits ${results[0]!.nbHits})`);
    for (const hit of results[0]!.hits.slice(0, n) as any[]) {
      console.log(`  ${new URL(hit.url).pathname}${new URL(hit.url).hash}  ${hit._debug ?? ''} | ${[hit.hierarchy.lvl1, hit.hierarchy.lvl2, hit.hierarchy.lvl3].filter(Boolean).join(' > ')}`);
    }
  }
})();

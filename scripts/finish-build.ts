/**
 * Runs after `docusaurus build` (scripts/build.sh and `npm run build` call it),
 * on the finished build/: percent-encodes the spaces of link URLs
 * (scripts/lib/urlSpaces.ts), computes the content security policies from the
 * inline code of every page, writes the hosting files generated from
 * deploy/headers.ts, fails when a page would be refused by its policy, and
 * writes the precompressed copies of every text file.
 *
 * Not a plugin's postBuild: Docusaurus runs those of all plugins at the same
 * time, and client-redirects (the redirect pages, each with an inline script)
 * and the PWA plugin (sw.js) write files there, so a plugin cannot see the
 * final build/.
 *
 * Usage: node --import tsx scripts/finish-build.ts [--dir build] [--other-site]
 * (`--other-site`: a build of another site, such as the bench's stock
 * Docusaurus, which has no URL with a space to encode).
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {cdnHeadersFile, nginxHttpSnippet, nginxServerSnippet, nginxTlsSnippet} from '../deploy/headers';
import {hostedSearchCredentials} from '../src/plugins/local-search/credentials';
import {hostingFolder, policyFile, readSitePolicies} from './lib/staticSite';
import {planPolicies, policyViolations, readBuiltPages} from './lib/sitePolicies';
import {precompress} from './lib/precompress';
import {encodeUrlSpacesInBuild} from './lib/urlSpaces';

const {values} = parseArgs({options: {dir: {type: 'string', default: 'build'}, 'other-site': {type: 'boolean', default: false}}});
const root = path.resolve(values.dir ?? 'build');
if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`finish-build: ${root} holds no build; run docusaurus build first`);
  process.exit(1);
}

const encoded = encodeUrlSpacesInBuild(root, [hostingFolder]);
if (encoded.urls === 0 && !values['other-site']) {
  // The step exists for the changelog's "V2 Changelog" entry and the fixtures' "folder with space".
  console.error('finish-build: no URL with a space was found to encode: did those pages move? Remove the step if they are gone.');
  process.exit(1);
}
console.log(`finish-build: percent-encoded ${encoded.urls} URLs with a space in ${encoded.pages} pages`);
const pages = readBuiltPages(root, [hostingFolder]);
const policies = planPolicies(pages, hostedSearchCredentials(process.env) !== null);
fs.mkdirSync(path.join(root, hostingFolder), {recursive: true});
const write = (name: string, text: string) => fs.writeFileSync(path.join(root, name), text);
write(policyFile, `${JSON.stringify(policies, null, 2)}\n`);
write(`${hostingFolder}/nginx-http.conf`, nginxHttpSnippet(policies));
write(`${hostingFolder}/nginx-server.conf`, nginxServerSnippet());
write(`${hostingFolder}/nginx-tls.conf`, nginxTlsSnippet());
write('_headers', cdnHeadersFile(policies));

// Checked against what the servers will read back, not what was planned.
const problems = policyViolations(pages, readSitePolicies(root));
const documents = Object.keys(policies.documents).length;
console.log(
  `finish-build: content security policy for ${pages.length} pages: ` +
    `${policies.app.scriptHashes.length} inline script hash(es) on the app's pages, ` +
    `${documents} standalone document(s) with a policy of their own`,
);
if (problems.length > 0) {
  console.error(`finish-build: ${problems.length} page(s) would break under the policy:`);
  for (const problem of problems.slice(0, 30)) console.error(`  ${problem}`);
  process.exit(1);
}

const started = Date.now();
const hostingFiles = path.join(root, hostingFolder);
const kilobytes = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
precompress(root, (file) => file === hostingFiles || file === path.join(root, '_headers')).then(
  (compressed) =>
    console.log(
      `finish-build: precompressed ${compressed.files} text files in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
        `${kilobytes(compressed.bytes)} -> gzip ${kilobytes(compressed.gzipBytes)}, brotli ${kilobytes(compressed.brotliBytes)}`,
    ),
  (error: unknown) => {
    console.error('finish-build: precompression failed:', error);
    process.exit(1);
  },
);

/**
 * Runs the Nu HTML Checker (vnu, from the pinned `vnu-jar` package; needs
 * Java 17+) over every page of build/ and fails on any error that
 * scripts/html-allow-list.ts does not excuse, or on an allow-list entry that
 * no longer matches anything (so the list cannot outlive its reason).
 *
 * The pages go to a few Java processes at once: the checker takes seconds to
 * start, then checks a page in milliseconds.
 *
 * Usage: node --import tsx scripts/check-html.ts [--batches N]
 */
import {execFile, execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import {htmlAllowList, type AllowedHtmlError} from './html-allow-list';
import {exitUnlessBuilt} from './lib/servers';

const siteDir = path.resolve(__dirname, '..');
const buildDir = path.join(siteDir, 'build');
const vnuJar = require.resolve('vnu-jar/build/dist/vnu.jar', {paths: [siteDir]});

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

export interface HtmlError {
  /** URL path of the page, `/docs/installation/index.html` style. */
  page: string;
  line?: number;
  message: string;
  extract?: string;
}

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

async function runVnu(files: string[]): Promise<VnuMessage[]> {
  if (files.length === 0) return [];
  const {stdout} = await promisify(execFile)(
    'java',
    ['-Xss4m', '-jar', vnuJar, '--errors-only', '--no-langdetect', '--exit-zero-always', '--format', 'json', '--stdout', ...files],
    {maxBuffer: 256 * 1024 * 1024},
  );
  return (JSON.parse(stdout) as {messages: VnuMessage[]}).messages;
}

function toHtmlError(message: VnuMessage): HtmlError {
  const file = decodeURIComponent(message.url.replace(/^file:/, ''));
  return {
    page: `/${path.relative(buildDir, file).split(path.sep).join('/')}`,
    line: message.lastLine,
    message: message.message,
    extract: message.extract,
  };
}

/** The allow-list entry that excuses an error, if any. */
export function excuse(
  error: HtmlError,
  allowList: readonly AllowedHtmlError[],
  pageHtml: (page: string) => string,
): AllowedHtmlError | undefined {
  return allowList.find(
    (entry) =>
      entry.message.test(error.message) &&
      (!entry.pages || entry.pages.test(error.page)) &&
      (!entry.pageContains || pageHtml(error.page).includes(entry.pageContains)),
  );
}

function report(errors: readonly HtmlError[]): void {
  const byMessage = new Map<string, HtmlError[]>();
  for (const error of errors) {
    byMessage.set(error.message, [...(byMessage.get(error.message) ?? []), error]);
  }
  for (const [message, found] of [...byMessage].sort((a, b) => b[1].length - a[1].length)) {
    console.error(`\n${found.length} x ${message}`);
    for (const error of found.slice(0, 5)) {
      console.error(`    ${error.page}:${error.line ?? '?'}  ${(error.extract ?? '').replace(/\s+/g, ' ').trim().slice(0, 120)}`);
    }
    if (found.length > 5) console.error(`    ... and ${found.length - 5} more`);
  }
}

function exitUnlessJava(): void {
  try {
    execFileSync('java', ['-version'], {stdio: 'ignore'});
  } catch {
    console.error('check-html: the Nu HTML Checker needs Java 17 or newer on the PATH (Debian: apt-get install openjdk-17-jre-headless)');
    process.exit(1);
  }
}

async function main(): Promise<void> {
  exitUnlessBuilt(buildDir, 'check-html');
  exitUnlessJava();
  const batchFlag = process.argv.indexOf('--batches');
  const batchCount = batchFlag > 0 ? Number(process.argv[batchFlag + 1]) : 2;
  const start = Date.now();
  const files = htmlFiles(buildDir).sort();
  const batches = Array.from({length: batchCount}, (_, index) => files.filter((__, fileIndex) => fileIndex % batchCount === index));
  const messages = (await Promise.all(batches.map(runVnu))).flat();
  const problems = messages.filter((message) => message.type === 'error' || message.type === 'non-document-error');
  const errors = problems.map(toHtmlError);

  const pageHtml = (page: string) => fs.readFileSync(path.join(buildDir, page), 'utf8');
  const used = new Set<AllowedHtmlError>();
  const unexcused = errors.filter((error) => {
    const entry = excuse(error, htmlAllowList, pageHtml);
    if (entry) used.add(entry);
    return !entry;
  });
  const stale = htmlAllowList.filter((entry) => !used.has(entry));
  const seconds = ((Date.now() - start) / 1000).toFixed(1);
  console.log(
    `check-html: ${files.length} pages, ${errors.length} errors, ${errors.length - unexcused.length} of them allow-listed, in ${seconds} s (vnu ${batchCount} processes)`,
  );
  if (unexcused.length > 0) {
    report(unexcused);
    console.error(`\ncheck-html: ${unexcused.length} errors. Fix the markup, or allow-list framework markup in scripts/html-allow-list.ts with the reason.`);
  }
  for (const entry of stale) {
    console.error(`check-html: the allow-list entry ${entry.message} matched nothing: remove it (${entry.reason})`);
  }
  if (unexcused.length > 0 || stale.length > 0) process.exitCode = 1;
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

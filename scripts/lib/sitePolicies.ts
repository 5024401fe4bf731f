/**
 * The content security policies of a finished build: read every page's inline
 * code (./inlineCode.ts), derive the policies (deploy/headers.ts), and check
 * that each page's inline scripts are allowed by the policy it will be served
 * with; anything else fails the build.
 */
import fs from 'node:fs';
import path from 'node:path';
import {policyFor, type PolicyInputs, type SitePolicies} from '../../deploy/headers';
import {inlineCodeOf, sha256Source, type InlineCode} from './inlineCode';

export interface BuiltPage {
  /** Site path of the HTML file, e.g. `/docs/x/index.html`. */
  servedPath: string;
  /** A page of the app (React mounts on it), not a standalone document. */
  isApp: boolean;
  code: InlineCode;
}

export function readBuiltPages(root: string, skipFolders: readonly string[]): BuiltPage[] {
  const pages: BuiltPage[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, {withFileTypes: true})) {
      const file = path.join(folder, entry.name);
      const servedPath = `/${path.relative(root, file).split(path.sep).join('/')}`;
      if (entry.isDirectory()) {
        if (!skipFolders.some((skipped) => servedPath === `/${skipped}`)) walk(file);
      } else if (entry.name.endsWith('.html')) {
        const html = fs.readFileSync(file, 'utf8');
        pages.push({servedPath, isApp: html.includes('<div id="__docusaurus">'), code: inlineCodeOf(html)});
      }
    }
  };
  walk(root);
  return pages.sort((a, b) => a.servedPath.localeCompare(b.servedPath));
}

const unique = (values: string[]) => [...new Set(values)].sort();

function inputsOf(pages: BuiltPage[], hostedSearch: boolean): PolicyInputs {
  return {
    scriptHashes: unique(pages.flatMap((page) => page.code.scripts.map(sha256Source))),
    hostedSearch,
  };
}

/**
 * One policy for the app's pages (the union of their inline code: a handful
 * of scripts the theme emits on every page), one per standalone document that
 * carries inline code of its own.
 */
export function planPolicies(pages: BuiltPage[], hostedSearch: boolean): SitePolicies {
  const app = inputsOf(
    pages.filter((page) => page.isApp),
    hostedSearch,
  );
  const documents: Record<string, PolicyInputs> = {};
  for (const page of pages) {
    if (page.isApp || page.code.scripts.length === 0) continue;
    documents[page.servedPath] = inputsOf([page], hostedSearch);
  }
  return {app, documents};
}

/**
 * Every reason a page would break or be refused under the policies: an inline
 * script whose hash the page's policy lacks, an inline event handler
 * or a `javascript:` URL. Empty when the build is sound.
 */
export function policyViolations(pages: BuiltPage[], policies: SitePolicies): string[] {
  const problems: string[] = [];
  for (const page of pages) {
    const policy = policyFor(policies, page.servedPath);
    const directive = (name: string) =>
      policy
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name} `)) ?? '';
    const scriptSources = directive('script-src');
    for (const script of page.code.scripts) {
      const hash = sha256Source(script);
      if (!scriptSources.includes(`'${hash}'`)) {
        problems.push(`${page.servedPath}: inline script ${hash} is not in its policy: ${script.trim().slice(0, 80)}`);
      }
    }
    for (const tag of page.code.forbidden) {
      problems.push(`${page.servedPath}: inline event handler or javascript: URL, which no hash can allow: ${tag.slice(0, 120)}`);
    }
  }
  return problems;
}

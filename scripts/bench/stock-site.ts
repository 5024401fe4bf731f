/**
 * The stock classic site of Docusaurus 2.1.0 that `npm run bench` compares
 * us with: the create-docusaurus classic template, every @docusaurus/*
 * package pinned to 2.1.0 and our own `overrides`, installed from the npm
 * registry and built once, outside the repo tree. A finished build is reused.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const siteDir = path.resolve(__dirname, '../..');
const docusaurusVersion = '2.1.0';
/**
 * The registry reachable here has no create-docusaurus 2.1.0; when it is
 * missing, the template comes from the closest published 2.x release (its
 * classic template has the same pages and components), and the framework
 * itself is still 2.1.0.
 */
const templateVersions = [docusaurusVersion, '2.4.3'];

export const defaultStockDir = path.join(os.tmpdir(), `docusaurus-${docusaurusVersion}-stock-bench`);

function run(command: string, args: string[], cwd: string): string {
  return execFileSync(command, args, {cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], env: {...process.env, NO_UPDATE_NOTIFIER: '1'}});
}

function fetchTemplate(workDir: string): string {
  for (const version of templateVersions) {
    try {
      const tarball = run('npm', ['pack', `create-docusaurus@${version}`, '--silent'], workDir).trim().split('\n').pop()!;
      run('tar', ['xzf', tarball], workDir);
      return version;
    } catch {
      console.log(`bench: create-docusaurus@${version} is not in the registry, trying the next version`);
    }
  }
  throw new Error(`no create-docusaurus template among ${templateVersions.join(', ')}`);
}

function pinnedPackageJson(templateJson: Record<string, any>): Record<string, any> {
  const ours = JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8'));
  const pin = (deps: Record<string, string> = {}) =>
    Object.fromEntries(
      Object.entries(deps).map(([name, range]) => [name, name.startsWith('@docusaurus/') ? docusaurusVersion : range]),
    );
  return {
    ...templateJson,
    dependencies: pin(templateJson.dependencies),
    devDependencies: pin(templateJson.devDependencies),
    overrides: ours.overrides,
  };
}

/** Returns the stock site's build folder, creating and building the site when needed. */
export function ensureStockBuild(stockDir: string): string {
  const buildDir = path.join(stockDir, 'build');
  if (fs.existsSync(path.join(buildDir, 'index.html'))) {
    finishStockBuild(buildDir);
    return buildDir;
  }
  console.log(`bench: creating the stock Docusaurus ${docusaurusVersion} classic site in ${stockDir}`);
  fs.rmSync(stockDir, {recursive: true, force: true});
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-template-'));
  const templateVersion = fetchTemplate(workDir);
  const templates = path.join(workDir, 'package/templates');
  fs.cpSync(path.join(templates, 'shared'), stockDir, {recursive: true});
  fs.cpSync(path.join(templates, 'classic'), stockDir, {recursive: true});
  fs.rmSync(workDir, {recursive: true, force: true});
  const packageJsonPath = path.join(stockDir, 'package.json');
  const packageJson = pinnedPackageJson(JSON.parse(fs.readFileSync(packageJsonPath, 'utf8')));
  fs.writeFileSync(packageJsonPath, `${JSON.stringify({...packageJson, description: `create-docusaurus@${templateVersion} classic template`}, null, 2)}\n`);
  console.log(`bench: template from create-docusaurus@${templateVersion}; installing @docusaurus/* ${docusaurusVersion}`);
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], stockDir);
  run('node_modules/.bin/docusaurus', ['build'], stockDir);
  finishStockBuild(buildDir);
  return buildDir;
}

/**
 * Our finish step (security headers, precompressed copies) on the stock
 * build too: served by the same configuration, neither site pays for
 * compression per request.
 */
function finishStockBuild(buildDir: string): void {
  if (fs.existsSync(path.join(buildDir, '_hosting/nginx-server.conf'))) return;
  console.log('bench: finishing the stock build (headers, precompressed copies)');
  run('node', ['--import', 'tsx', path.join(siteDir, 'scripts/finish-build.ts'), '--dir', buildDir, '--other-site'], siteDir);
}

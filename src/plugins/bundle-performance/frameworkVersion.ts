/**
 * The performance layer swaps and patches internals of @docusaurus/core and
 * its plugins as they are in one release. Another release may move or
 * reshape any of them; the swap ledger (swapLedger.ts) catches those that
 * stop matching, but not those that still match and now mean something else.
 * So the build stops on any other installed version until someone has gone
 * through the upgrade checklist and moved `writtenFor`.
 */
export const writtenFor = '2.1.0';

/** Set to the installed version to build anyway while rehearsing an upgrade. */
export const rehearsalVariable = 'PERF_UPGRADE_REHEARSAL';

export function checkFrameworkVersion(installed: string, env: NodeJS.ProcessEnv = process.env): void {
  if (installed === writtenFor || env[rehearsalVariable] === installed) return;
  throw new Error(
    `bundle-performance: written for @docusaurus/core ${writtenFor}, but ${installed} is installed. ` +
      'Go through the upgrade checklist in src/plugins/bundle-performance/README.md#upgrade-checklist ' +
      `(${rehearsalVariable}=${installed} builds anyway, to see what else fails).`,
  );
}

export function installedFrameworkVersion(): string {
  // eslint-disable-next-line @typescript-eslint/no-var-requires -- the package's own manifest
  return (require('@docusaurus/core/package.json') as {version: string}).version;
}

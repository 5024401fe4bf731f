/** Is `pathname` the test-fixtures section (`/tests/` under the base URL) or inside it? */
export function isTestsPath(pathname: string, testsRoot: string): boolean {
  return pathname === testsRoot.replace(/\/$/, '') || pathname.startsWith(testsRoot);
}

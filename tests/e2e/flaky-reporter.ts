/**
 * CI retries a failed test once (playwright.config.ts `retries`), which would
 * quietly absorb a flaky test. This reporter ends every run with the tests
 * that failed first and passed only on a retry, and says so when there were
 * none, so the count is always in the log.
 */
import type {FullResult, Reporter, Suite, TestCase} from '@playwright/test/reporter';

function title(test: TestCase): string {
  const [, project, file, ...names] = test.titlePath();
  return `[${project}] ${file} › ${names.join(' › ')} (line ${test.location.line})`;
}

export default class FlakyReporter implements Reporter {
  private root: Suite | undefined;

  onBegin(_config: unknown, suite: Suite): void {
    this.root = suite;
  }

  onEnd(_result: FullResult): void {
    const flaky = (this.root?.allTests() ?? []).filter((test) => test.outcome() === 'flaky');
    if (flaky.length === 0) {
      console.log('\nPassed only on retry: 0 tests.');
      return;
    }
    console.log(`\nPassed only on retry: ${flaky.length} test${flaky.length === 1 ? '' : 's'} (flaky, fix them):`);
    for (const test of flaky) {
      const failures = test.results.filter((result) => result.status !== 'passed' && result.status !== 'skipped');
      const firstError = failures[0]?.error?.message?.split('\n')[0] ?? '';
      console.log(`  ${title(test)}`);
      if (firstError) console.log(`      first failure: ${firstError.slice(0, 200)}`);
    }
  }

  printsToStdio(): boolean {
    return false;
  }
}

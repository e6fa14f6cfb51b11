import type { Reporter, TestModule } from 'vitest/node';

/**
 * Ends the run with the plain line CI reads: "N passed, N failed" (", N skipped" when any
 * were skipped). Errors outside tests count as failures so they cannot pass unnoticed: a file
 * that does not load, and a beforeAll or afterAll that throws or times out (vitest reports the
 * tests under a failed beforeAll as skipped) each count once.
 */
export default class SummaryLineReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>) {
    let passed = 0;
    let failed = unhandledErrors.length;
    let skipped = 0;
    for (const module of testModules) {
      const tests = [...module.children.allTests()];
      if (module.errors().length > 0 || (module.state() === 'failed' && tests.length === 0)) failed += 1;
      for (const suite of module.children.allSuites()) if (suite.errors().length > 0) failed += 1;
      for (const test of tests) {
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failed += 1;
        else skipped += 1;
      }
    }
    process.stdout.write(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
  }
}

import type { Reporter, TestCase } from 'vitest/node';

// A browser test that fails once is run once more (vitest.config.ts, `retry: 1`) and, passing, is listed as
// "(retry x1)" with nothing of why the first attempt failed: the next run that hits the same race cannot be read.
// A passed test's result keeps the errors of its failed attempts; this reporter prints them beside the default one,
// once the test has passed, so every run's log says what a retried test met.

export default class RetriedTestsReporter implements Reporter {
  onTestCaseResult(testCase: TestCase): void {
    const result = testCase.result();
    if (result.state !== 'passed' || !result.errors?.length) return;
    const where = `${testCase.module.moduleId.replace(`${process.cwd()}/`, '')} > ${testCase.fullName}`;
    // the message (a Playwright timeout's call log included) and the frames of this checkout's own code: the runner's
    // and the libraries' say nothing of the race
    const told = (e: { stack?: string; message?: string }) => [
      ...(e.message ?? '').split('\n').slice(0, 10),
      ...(e.stack ?? '').split('\n').filter((l) => /^\s+at /.test(l) && l.includes(process.cwd()) && !l.includes('node_modules')).slice(0, 4),
    ];
    const said = result.errors.map((e) => `  ${told(e).join('\n  ')}`).join('\n');
    console.log(`[retried] ${where} passed on a retry; the failed attempt said:\n${said}`);
  }
}

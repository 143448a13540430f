import fs from 'node:fs';
import type { Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter';

const SLOW_STEP_MS = 2_000;
const CONTEXT_LINES = 60;

interface Failure {
  title: string;
  slowSteps: string[];
  context: string[];
}

/** The steps of a test that took long, nested ones indented: which one ate a timeout. */
function slowSteps(steps: TestStep[], depth = 0): string[] {
  return steps.flatMap((step) =>
    step.duration < SLOW_STEP_MS
      ? []
      : [
          `${'  '.repeat(depth)}${(step.duration / 1000).toFixed(1)} s  ${step.title}`,
          ...slowSteps(step.steps, depth + 1),
        ],
  );
}

/**
 * After the run, for each failed test, the steps that took long and what the page showed at the failure
 * (Playwright's error context, the page's accessibility tree): CI keeps a run's output, not its screenshots
 * or traces.
 */
export default class FailureContextReporter implements Reporter {
  private readonly failures: Failure[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const file = result.attachments.find((attachment) => attachment.name === 'error-context')?.path;
    const lines = file && fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n') : [];
    // The file repeats the error the list already printed; the page's tree is what it alone has.
    const context = lines.slice(Math.max(0, lines.indexOf('# Page snapshot')));
    this.failures.push({
      title: `${test.titlePath().filter(Boolean).join(' › ')} (try ${result.retry + 1})`,
      slowSteps: slowSteps(result.steps),
      context: context.slice(0, CONTEXT_LINES),
    });
  }

  onEnd(): void {
    for (const failure of this.failures) {
      console.info(`\n── what the page showed: ${failure.title}`);
      if (failure.slowSteps.length > 0)
        console.info(`steps over ${SLOW_STEP_MS / 1000} s:\n${failure.slowSteps.join('\n')}`);
      console.info(failure.context.join('\n') || '(no error context)');
    }
  }

  printsToStdio(): boolean {
    return true;
  }
}

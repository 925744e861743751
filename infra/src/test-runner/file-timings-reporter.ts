import { writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';
import type { ReportedFileTiming } from './timings';

/**
 * A vitest reporter that writes each test file's seconds to the file named by TEST_TIMINGS_FILE (infra/src/test-runner/test-all.ts
 * sets it per run). A file's seconds are everything vitest spent on it, from setting up its environment and
 * importing it to its last hook, as vitest's own module diagnostic measures them: the JSON reporter's times span
 * only first test to last, leaving out the beforeAll that starts a service or a browser.
 */
export default class FileTimingsReporter implements Reporter {
  private readonly files: ReportedFileTiming[] = [];

  onTestModuleEnd(module: TestModule): void {
    const spent = module.diagnostic();
    const ms = spent.environmentSetupDuration + spent.prepareDuration + spent.setupDuration + spent.collectDuration + spent.duration;
    this.files.push({ file: module.moduleId, seconds: Math.round(ms / 100) / 10 });
  }

  onTestRunEnd(): void {
    const output = process.env.TEST_TIMINGS_FILE;
    if (output) writeFileSync(output, `${JSON.stringify({ files: this.files }, null, 2)}\n`);
  }
}

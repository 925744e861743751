import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { failedTestsOf, tailOf, unhandledErrorsBlock } from '../src/test-runner/failure-recap';

const root = '/repo';

describe("the recap of what failed, at the end of npm test's output", () => {
  it('names each failed test of a vitest report with the first lines of why, relative to the repository', () => {
    const report = {
      testResults: [
        {
          name: path.join(root, 'services/ink/test/ledger.test.ts'),
          status: 'failed',
          assertionResults: [
            { fullName: 'the ledger holds ink', status: 'passed', failureMessages: [] },
            {
              fullName: 'the ledger refuses a double capture',
              status: 'failed',
              failureMessages: ['AssertionError: expected 2 to be 1\n\n    at ledger.test.ts:40:3'],
            },
          ],
        },
        { name: path.join(root, 'gateway/test/health.test.ts'), status: 'passed', assertionResults: [] },
      ],
    };
    expect(failedTestsOf(report, root)).toEqual([
      '  services/ink/test/ledger.test.ts > the ledger refuses a double capture',
      '    AssertionError: expected 2 to be 1',
      '        at ledger.test.ts:40:3',
    ]);
  });

  it('names a file that failed outside its tests (an import that threw) with its message', () => {
    const report = {
      testResults: [
        { name: path.join(root, 'shell/test/app.test.ts'), status: 'failed', message: 'Error: Cannot find module', assertionResults: [] },
      ],
    };
    expect(failedTestsOf(report, root)).toEqual(['  shell/test/app.test.ts', '    Error: Cannot find module']);
  });

  it('reads nothing from a report of another shape', () => {
    expect(failedTestsOf({ testResults: 'none' }, root)).toEqual([]);
  });

  it("keeps vitest's Unhandled Errors block, without colours, up to its closing divider", () => {
    const output = [
      ' Test Files  3 passed (3)',
      '\u001b[31m⎯⎯⎯⎯⎯⎯ Unhandled Errors ⎯⎯⎯⎯⎯⎯\u001b[39m',
      'Vitest caught 1 unhandled error during the test run.',
      '\u001b[31m⎯⎯⎯⎯ Unhandled Rejection ⎯⎯⎯⎯⎯\u001b[39m',
      'Error: CONNECTION_CLOSED',
      ' ❯ services/ink/src/events.ts:12:5',
      '\u001b[31m⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯\u001b[39m',
      ' Duration  12 s',
    ].join('\n');
    expect(unhandledErrorsBlock(output)).toEqual([
      '    ⎯⎯⎯⎯⎯⎯ Unhandled Errors ⎯⎯⎯⎯⎯⎯',
      '    Vitest caught 1 unhandled error during the test run.',
      '    ⎯⎯⎯⎯ Unhandled Rejection ⎯⎯⎯⎯⎯',
      '    Error: CONNECTION_CLOSED',
      '     ❯ services/ink/src/events.ts:12:5',
      '    ⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯',
    ]);
    expect(unhandledErrorsBlock(' Test Files  3 passed (3)\n Duration  12 s')).toEqual([]);
  });

  it("keeps the last lines of a failed check's output, where its errors are", () => {
    const output = Array.from({ length: 30 }, (_, i) => `line ${i + 1}`).join('\n');
    expect(tailOf(output, 3)).toEqual(['    line 28', '    line 29', '    line 30']);
  });
});

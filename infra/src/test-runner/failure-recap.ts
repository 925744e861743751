import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { z } from 'zod';

/**
 * What failed in `npm test`, said again at the end of its output: CI keeps only the tail of a long log, and a
 * failure printed ten minutes earlier (a test, a check, or an error vitest caught outside any test) was lost there.
 */

/** The part of vitest's JSON report that says which tests failed and why. */
const vitestReportSchema = z.object({
  testResults: z
    .array(
      z.object({
        name: z.string(),
        status: z.string().optional(),
        message: z.string().optional(),
        assertionResults: z
          .array(z.object({ fullName: z.string(), status: z.string(), failureMessages: z.array(z.string()).optional() }))
          .default([]),
      }),
    )
    .default([]),
});

const firstLines = (text: string, count: number) =>
  stripVTControlCharacters(text)
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, count)
    .map((line) => `    ${line}`);

/** Each failed test (and each file that failed outside its tests) in a vitest JSON report, with the first lines of why. */
export function failedTestsOf(report: unknown, root: string, linesEach = 6): string[] {
  const parsed = vitestReportSchema.safeParse(report);
  if (!parsed.success) return [];
  const lines: string[] = [];
  for (const file of parsed.data.testResults) {
    const name = path.relative(root, file.name);
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed) lines.push(`  ${name} > ${test.fullName}`, ...firstLines(test.failureMessages?.[0] ?? '', linesEach));
    if (failed.length === 0 && file.status === 'failed') lines.push(`  ${name}`, ...firstLines(file.message ?? '', linesEach));
  }
  return lines;
}

/** A vitest divider: a line of ⎯ alone; a banner has a title inside its line. */
const isDivider = (line: string) => /^⎯+$/.test(line.trim());

/**
 * The "Unhandled Errors" block of vitest's output, without its colours and at most `maxLines` long: errors thrown
 * outside any test, which fail the run while every test passed.
 */
export function unhandledErrorsBlock(output: string, maxLines = 40): string[] {
  const lines = stripVTControlCharacters(output).split('\n');
  const start = lines.findIndex((line) => line.includes('⎯') && line.includes('Unhandled Error'));
  if (start === -1) return [];
  const end = lines.findIndex((line, index) => index > start && isDivider(line));
  return lines
    .slice(start, end === -1 ? undefined : end + 1)
    .filter((line) => line.trim() !== '')
    .slice(0, maxLines)
    .map((line) => `    ${line}`);
}

/** The last `count` lines of a failed check's output (its own errors are at its end). */
export function tailOf(output: string, count = 20): string[] {
  const lines = stripVTControlCharacters(output)
    .split('\n')
    .filter((line) => line.trim() !== '');
  return lines.slice(-count).map((line) => `    ${line}`);
}

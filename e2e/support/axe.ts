import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type * as Axe from 'axe-core';

/**
 * Run through the DevTools protocol, not as a <script> element: the pages' Content-Security-Policy (ADR 0015)
 * blocks inline scripts it does not know, and rightly so.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core'), 'utf8');

/** One rule axe found broken, with the elements that break it. */
export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** The impacts that fail a page: a person using assistive technology is blocked or badly hindered. */
const failingImpacts = new Set(['serious', 'critical']);

/** Runs axe-core (injected into the page) over the whole document; returns its serious and critical findings. */
export async function seriousAxeFindings(page: Page): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: typeof Axe };
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  });
  return violations.filter((violation) => failingImpacts.has(violation.impact));
}

/**
 * The rules of a page's stylesheets that its own markup uses (issue #25). A prerendered page used to inline its
 * apps' whole stylesheets (35–60 KB), which a slow phone parses and matches before its first paint; it now
 * inlines only these, and the whole files come with the app at the visitor's first act (ADR 0045). Beasties'
 * compiler turns each stylesheet into a plan once, at build time; its runtime scans a page's HTML in one pass
 * (no DOM), so the same step serves a page rendered on request (a shared story) for a fraction of a millisecond.
 */
import { compileSheet, encodePlan, type CompactPlan, type CompiledSheet } from 'beasties/compiler';
import { collectPrograms, decodePlan, renderCriticalCss, scanHtml } from 'beasties/runtime';

/** One of an app's stylesheets, as a page carries it: where the app's runtime loads it from, and its plan. */
export interface PageStylesheet {
  /** The file name its app's webpack runtime asks for (styles.<hash>.css). */
  file: string;
  /** Its address on the site, fetched ahead for the app. */
  href: string;
  /** Beasties' compiled form of its rules, as JSON (it is written into the story page's frame). */
  plan: CompactPlan;
}

export function pageStylesheet(file: string, href: string, css: string): PageStylesheet {
  return { file, href, plan: encodePlan(compileSheet(css, { href })) };
}

// A plan is decoded once: a page rendered on request reuses the frame's plans for every request.
const decodedPlans = new WeakMap<CompactPlan, CompiledSheet>();
function sheetOf(plan: CompactPlan): CompiledSheet {
  let sheet = decodedPlans.get(plan);
  if (!sheet) decodedPlans.set(plan, (sheet = decodePlan(plan)));
  return sheet;
}

/**
 * For each stylesheet, in order, the rules that match something in `html`: an element's rules with their
 * :hover, :focus and media variants (pseudo-classes do not count against a selector), and the keyframes they
 * name. What a later state of the page needs (an error message, an open dialog) comes with the whole file.
 */
export function criticalCssOf(html: string, stylesheets: readonly PageStylesheet[]): string[] {
  const sheets = stylesheets.map((stylesheet) => sheetOf(stylesheet.plan));
  const tokens = scanHtml(html, collectPrograms(sheets));
  return sheets.map((sheet) => renderCriticalCss(sheet, tokens, { keyframes: 'critical', fonts: false }).css);
}

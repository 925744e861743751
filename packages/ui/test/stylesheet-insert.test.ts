import { describe, expect, it } from 'vitest';
import { firstScreenRulesAttribute } from '@inkspell/contracts/values';
import { insertStylesheet } from '../build/stylesheet-insert';

describe('where the CSS runtime links a whole stylesheet', () => {
  // The runtime carries the function as text, so its selector cannot import the constant: it must spell it out.
  it("looks for the prerendered page's inline rules by the attribute the prerender writes", () => {
    const text = insertStylesheet.toString();
    expect(text).toContain(`style[${firstScreenRulesAttribute}]`);
    // Nothing it would need from the module it came from (a helper the transpiler adds, an import).
    expect(text).not.toMatch(/__name|require\(|import\b/);
  });
});

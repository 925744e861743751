/**
 * Where the app's CSS runtime (mini-css-extract-plugin's `insert`) puts each whole stylesheet it links: before a
 * prerendered page's inline first-screen rules (ADR 0045), not after them. Linked after, a file that arrived
 * before another overrode that other file's inline rules until it came too: a card on /stories lost its padding
 * rule for a moment and moved (frame-layout-shifts.e2e.ts). Before them, the inline rules keep the page's cascade
 * until the app drops them at its first render (shell bootstrap). The runtime copies this function as text, so it
 * names nothing outside itself: the selector is `firstScreenRulesAttribute` of @inkspell/contracts, spelled out
 * (stylesheet-insert.test.ts holds the two together).
 */
export function insertStylesheet(linkTag: HTMLLinkElement): void {
  const firstScreenRules = document.querySelector('style[data-critical-of]');
  if (firstScreenRules?.parentNode) firstScreenRules.parentNode.insertBefore(linkTag, firstScreenRules);
  else document.head.appendChild(linkTag);
}

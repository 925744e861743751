/**
 * The book's fonts are PDF standard fonts (nothing to ship or embed), which encode WinAnsi only. Text they cannot
 * show is brought as close as it goes: a letter with an accent they lack loses the accent (NFKD), anything else
 * (an emoji, a script outside Latin) becomes a space, so a hero's name never breaks the whole book.
 */
export function printableText(text: string, supported: ReadonlySet<number>): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (supported.has(code) || char === '\n') {
      out += char;
      continue;
    }
    const base = [...char.normalize('NFKD')].filter((c) => supported.has(c.codePointAt(0) ?? 0)).join('');
    out += base || ' ';
  }
  return out.replace(/ {2,}/g, ' ');
}

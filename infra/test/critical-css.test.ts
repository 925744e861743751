import { describe, expect, it } from 'vitest';
import { criticalCssOf, pageStylesheet } from '../src/build/critical-css';

const css = [
  ':root{--ink:#6d3fd0}',
  '.hero{color:red}',
  '.dialog{position:fixed}',
  '.hero:hover{color:green}',
  'a:focus-visible{outline:2px solid}',
  '@media (min-width:768px){.hero{margin:0}.dialog{inset:0}}',
  '.card .hero{top:0}',
  '.list>.hero{left:0}',
  '@keyframes spin{to{transform:rotate(1turn)}}',
  '@keyframes fade{to{opacity:0}}',
  '.hero.busy{animation:spin 1s}',
  '.error::before{content:"!"}',
].join('');
const sheet = pageStylesheet('styles.1a2b3c4d5e6f.css', '/styles.1a2b3c4d5e6f.css', css);
const page = '<html><body><div class="card"><h1 class="hero busy">Hi</h1><a href="/">Home</a></div></body></html>';

describe("a page's critical CSS", () => {
  const [critical] = criticalCssOf(page, [sheet]);

  it('keeps the rules of what the markup holds, with their pseudo-class, pseudo-element and media variants', () => {
    for (const rule of ['.hero{color:red}', '.hero:hover{color:green}', 'a:focus-visible', '.card .hero{top:0}', ':root{--ink:#6d3fd0}'])
      expect(critical).toContain(rule);
    expect(critical).toMatch(/@media \(min-width:\s?768px\)\{\.hero\{margin:0\}\}/);
  });

  it('drops the rules of what it does not hold, and combinators that do not match it', () => {
    expect(critical).not.toContain('.dialog');
    expect(critical).not.toContain('.error');
    expect(critical).not.toContain('.list>.hero');
  });

  it('keeps the keyframes a kept rule names, and only those', () => {
    expect(critical).toContain('@keyframes spin');
    expect(critical).not.toContain('@keyframes fade');
  });

  it('answers each stylesheet apart, in order, and the same for the same page (a plan is decoded once)', () => {
    const other = pageStylesheet('styles.9f8e7d6c5b4a.css', '/remotes/stories/styles.9f8e7d6c5b4a.css', '.card{padding:1rem}.nope{x:y}');
    expect(criticalCssOf(page, [sheet, other])).toEqual([critical, '.card{padding:1rem}']);
    expect(criticalCssOf(page, [sheet])).toEqual([critical]);
  });
});

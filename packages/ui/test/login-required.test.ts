import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LoginRequired, type LoginRequiredProps } from '../src/components/LoginRequired';

const render = (props: LoginRequiredProps) => renderToStaticMarkup(createElement(MemoryRouter, null, createElement(LoginRequired, props)));

// mf-ink's shop, history and refund pages show it as a panel; mf-stories' collection and parent review as the page.
describe('the Login Required notice', () => {
  it("inside a page: an h2 titled by the notice, the page's message, and Login and Sign Up links", () => {
    const html = render({ message: 'Please log in to see your ink history.' });
    const titleId = /aria-labelledby="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`<h2 id="${titleId}" class="ink-login-required__title">Login Required</h2>`);
    expect(html).toContain('Please log in to see your ink history.');
    expect(html).toMatch(/<a [^>]*href="\/login"[^>]*>Login<\/a>/);
    expect(html).toMatch(/<a [^>]*href="\/register"[^>]*>Sign Up<\/a>/);
    expect(html).toContain('data-testid="login-required"');
  });

  it("as the whole page: the title is the page's h1", () => {
    const html = render({ message: 'Please log in to see your story collections.', layout: 'page' });
    expect(html).toMatch(/<h1 [^>]*>Login Required<\/h1>/);
    expect(html).not.toContain('<h2');
    expect(html).toContain('Please log in to see your story collections.');
  });
});

import { describe, expect, it } from 'vitest';
import { offlinePageCandidates } from '../service-worker/offline-pages';
import { isKeepableFile, isUnhashedSiteFile } from '../service-worker/request-kinds';

describe('the page that answers a navigation offline', () => {
  it.each([
    ['/', ['/index.html', '/app.html']],
    ['/create', ['/create.html', '/app.html']],
    ['/create/', ['/create.html', '/app.html']],
    ['/story/abc', ['/story/abc.html', '/app.html']],
  ])('%s → the prerendered page if the release has it, else app.html', (path, candidates) => {
    expect(offlinePageCandidates(path)).toEqual(candidates);
  });
});

describe('files asked for from the network first', () => {
  it.each(['/remotes/stories/remoteEntry.js', '/remotes/ink/mf-manifest.json', '/manifest.webmanifest', '/icons/icon-192.png'])(
    '%s has no content hash: the network, this release offline',
    (path) => expect(isUnhashedSiteFile(path)).toBe(true),
  );
  it.each(['/main.083dd434e688.js', '/remotes/stories/751.6a0c1e3f0d5a.js', '/styles.2e1e63efa591.css'])(
    '%s is hashed: the precache first',
    (path) => expect(isUnhashedSiteFile(path)).toBe(false),
  );
  it.each(['/api/stories', '/api/stories/assets/a.png', '/health', '/create', '/'])('%s is not a release file', (path) =>
    expect(isUnhashedSiteFile(path)).toBe(false),
  );
});

describe('files a family may have kept for offline (ADR 0041)', () => {
  const url = (path: string) => new URL(path, 'https://inkspell.example');
  it('are the stories’ assets of this site, asked for with GET', () => {
    expect(isKeepableFile(url('/api/stories/assets/0a1b2c3d4e5f6a7b.mp3'), true, 'GET')).toBe(true);
    expect(isKeepableFile(url('/api/stories/assets/0a1b2c3d4e5f6a7b.svg'), true, 'GET')).toBe(true);
  });
  it.each([
    ['another API answer', '/api/stories/abc', true, 'GET'],
    ['the family’s list', '/api/stories', true, 'GET'],
    ['the current user', '/api/auth/user', true, 'GET'],
    ['another site’s file', '/api/stories/assets/0a1b2c3d4e5f6a7b.mp3', false, 'GET'],
    ['a write', '/api/stories/assets/0a1b2c3d4e5f6a7b.mp3', true, 'POST'],
  ])('never %s', (_, path, sameOrigin, method) => {
    expect(isKeepableFile(url(path), sameOrigin, method)).toBe(false);
  });
});

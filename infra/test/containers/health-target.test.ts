import { areas } from '@inkspell/contracts/areas';
import { describe, expect, it } from 'vitest';
import { healthTarget } from '../../src/deploy/health-target';

describe("an image's health target", () => {
  it.each([
    ['accounts', { portVar: 'ACCOUNTS_PORT', port: 4001, path: '/readyz' }],
    ['stories', { portVar: 'STORIES_PORT', port: 4002, path: '/readyz' }],
    ['shell', { portVar: 'SHELL_PORT', port: 3000, path: '/' }],
    ['mf-ink', { portVar: 'MF_INK_PORT', port: 3002, path: '/mf-manifest.json' }],
    ['gateway', { portVar: 'GATEWAY_PORT', port: 8080, path: '/' }],
  ])('%s', (name, target) => {
    expect(healthTarget(name)).toEqual(target);
  });

  it('exists for every service and remote of the registry', () => {
    for (const area of areas) {
      expect(healthTarget(area.service.name).path).toBe('/readyz');
      if (area.remote) expect(healthTarget(area.remote.dir).path).toBe('/mf-manifest.json');
    }
  });

  it('refuses a name that is no part', () => {
    expect(() => healthTarget('mf-nothing')).toThrow('No deployable part is named mf-nothing');
  });
});

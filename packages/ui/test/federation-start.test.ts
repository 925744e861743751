import { afterEach, describe, expect, it, vi } from 'vitest';
import { isDebugMode, isBrowserEnv } from '../build/browser/federation-sdk-env';
import yieldBetweenShares from '../build/browser/yield-between-shares';

type BeforeLoadShareArgs = Parameters<NonNullable<ReturnType<typeof yieldBetweenShares>['beforeLoadShare']>>[0];

describe('the federation runtime plugin that yields between shares', () => {
  it('lets a share go on only after tasks queued before it, with its arguments untouched', async () => {
    const plugin = yieldBetweenShares();
    const args = { pkgName: 'react' } as unknown as BeforeLoadShareArgs;
    const order: string[] = [];
    setTimeout(() => order.push('a task queued earlier'), 0);
    const resolved = await Promise.resolve(plugin.beforeLoadShare!(args)).then((value) => {
      order.push('the share');
      return value;
    });
    expect(resolved).toBe(args);
    expect(order).toEqual(['a task queued earlier', 'the share']);
  });
});

describe("the stand-in for the federation SDK's env.js", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('never asks localStorage whether to debug, even where one says yes', () => {
    const getItem = vi.fn(() => '1');
    vi.stubGlobal('localStorage', { getItem });
    vi.stubGlobal('window', { localStorage: { getItem }, document: {} });
    expect(isDebugMode()).toBe(false);
    expect(getItem).not.toHaveBeenCalled();
  });

  it('debugs when the build defines FEDERATION_DEBUG', () => {
    vi.stubGlobal('FEDERATION_DEBUG', true);
    expect(isDebugMode()).toBe(true);
  });

  it('is not a browser under Node', () => {
    expect(isBrowserEnv()).toBe(false);
  });
});

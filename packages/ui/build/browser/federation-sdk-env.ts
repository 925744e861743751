/**
 * Stands in for @module-federation/sdk's `dist/env.js` in the browser builds (aliased in webpack-base.ts):
 * the same exports, one difference. The SDK's `isDebugMode()` runs when the federation runtime loads and
 * asks localStorage whether to log at debug level; a page's first localStorage access makes the browser
 * open the origin's storage on the main thread (10–35 ms measured on `/`, four times that on Lighthouse's
 * phone), and no public page of ours needs localStorage to start. Debug logging is a build switch
 * instead: `FEDERATION_DEBUG=1 npm run build`.
 */
declare const ENV_TARGET: string | undefined;
declare const FEDERATION_DEBUG: unknown;

export const isBrowserEnvValue: boolean =
  typeof ENV_TARGET !== 'undefined' ? ENV_TARGET === 'web' : typeof window !== 'undefined' && typeof window.document !== 'undefined';

export function isBrowserEnv(): boolean {
  return isBrowserEnvValue;
}

export function isReactNativeEnv(): boolean {
  return typeof navigator !== 'undefined' && navigator.product === 'ReactNative';
}

export function isDebugMode(): boolean {
  return typeof FEDERATION_DEBUG !== 'undefined' && Boolean(FEDERATION_DEBUG);
}

export function getProcessEnv(): Record<string, string | undefined> {
  return typeof process !== 'undefined' ? process.env : {};
}

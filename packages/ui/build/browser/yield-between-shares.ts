import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';

/**
 * A federation runtime plugin (federation-shared.ts adds it to every app). When bootstrap's chunks need
 * the shared libraries, the runtime resolves each of them in one chain of promises, and the whole chain
 * ran as one long task on a phone (30–95 ms here, four times that on Lighthouse's phone). Letting each
 * share go on after a timer makes it a task of its own, so the browser can paint and answer a tap in
 * between; a share arrives a few milliseconds later, beside a download that takes far longer.
 */
export default function yieldBetweenShares(): ModuleFederationRuntimePlugin {
  return {
    name: 'inkspell-yield-between-shares',
    beforeLoadShare(args) {
      return new Promise((resolve) => setTimeout(() => resolve(args), 0));
    },
  };
}

/**
 * `@inkspell/ink-service/testing`: what other services' tests may use of ink, besides the service itself
 * (`@inkspell/ink-service/service`). Kept by ink beside its own tests; another service's test never imports
 * ink's folders.
 */
export { newUserId, startInk, type InkHarness } from './ink-harness';
export { startInkPeer, type InkPeer } from './ink-peer';

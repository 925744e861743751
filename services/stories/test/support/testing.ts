/**
 * `@inkspell/stories-service/testing`: what other services' tests may use of stories, besides the service
 * itself (`@inkspell/stories-service/service`). Kept by stories beside its own tests; another service's test
 * never imports stories' folders.
 */
export { startStoriesPeer, type StoriesPeer } from './stories-peer';

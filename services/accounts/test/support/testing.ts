/**
 * `@inkspell/accounts-service/testing`: what other services' tests may use of accounts, besides the service
 * itself (`@inkspell/accounts-service/service`). Everything here starts the real service with startTestService
 * and is kept by accounts beside its own tests; another service's test never imports accounts' folders.
 */
export { adminCredentials, newRegistration, startAccounts, type AccountsHarness, type TestClient } from './accounts-harness';
export { startAccountsPeer, type AccountsPeer } from './accounts-peer';

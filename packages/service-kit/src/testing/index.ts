/**
 * The kit's test helpers, one entry point (`@inkspell/service-kit/testing`) for tests, e2e and benches alike:
 * a run's ids and clean-up, gateway tokens, waitFor, a service started in-process, an SMTP inbox and
 * in-memory tracing. Nothing here is heavy enough to keep apart: the kit's main entry already brings pg,
 * NATS, Koa and OpenTelemetry, and the SMTP inbox's smtp-server loads only its own small module tree.
 */
export * from './test-run';
export * from './gateway-tokens';
export * from './wait-for';
export * from './test-service';
export * from './smtp-inbox';
export * from './memory-tracing';
export * from './query-plans';

export * from './tracing';
export * from './trace-context';
export * from './metrics';

export * from './config';
export * from './launcher';
export * from './preflight';
export * from './test-run';

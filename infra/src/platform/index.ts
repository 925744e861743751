export * from './config';
export * from './free-port';
export * from './launcher';
export * from './preflight';
export * from './test-run';

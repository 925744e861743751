export * from './errors';
export * from './accounts';
export * from './stories';
export * from './ink';
export * from './admin';
export * from './events';
export * from './commands';
export * from './platform';

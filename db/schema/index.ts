/** The whole drizzle schema, split by feature. */
export * from './accounts';
export * from './math';
export * from './incentives';
export * from './monster';
export * from './billing';
export * from './video';

/** The whole drizzle schema, split by feature. */
export * from './accounts';
export * from './auth';
export * from './math';
export * from './incentives';
export * from './monster';
export * from './billing';
export * from './pets';
export * from './guests';
export * from './feedback';
export * from './usage';
export * from './video';
export * from './funnel';
export * from './reading';
export * from './science';
export * from './social-studies';
export * from './superskills';
export * from './platform';

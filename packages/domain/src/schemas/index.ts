export * from './common.ts';
export * from './auth.ts';

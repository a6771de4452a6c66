export * from './common.ts';
export * from './auth.ts';
export * from './onboarding.ts';
export * from './admin-catalog.ts';
export * from './users.ts';
export * from './user-groups.ts';

export * from './programs.ts';
export * from './users.ts';
export * from './groups.ts';
export * from './catalog.ts';
export * from './files.ts';
export * from './audit.ts';
export * from './onboarding.ts';
export * from './inventory.ts';

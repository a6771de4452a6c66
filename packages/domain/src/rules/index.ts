export * from './roles.ts';
export * from './modules.ts';
export * from './routes.ts';
export * from './access.ts';
export * from './hierarchy.ts';
export * from './distribution.ts';
export * from './distribution-recipients.ts';

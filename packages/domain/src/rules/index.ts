export * from './roles.ts';
export * from './modules.ts';
export * from './routes.ts';

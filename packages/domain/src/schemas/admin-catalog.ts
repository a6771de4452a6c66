/** Schemas of the administration catalogue screens (clients to programme files). */
export * from './catalog-fields.ts';
export * from './clients.ts';
export * from './programs.ts';
export * from './products.ts';
export * from './presentations.ts';
export * from './followups.ts';
export * from './treatment-locations.ts';
export * from './program-files.ts';

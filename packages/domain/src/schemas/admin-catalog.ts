/** Schemas of the administration catalogue screens (clients to programme files). */
export * from './catalog-fields.ts';
export * from './clients.ts';
export * from './programs.ts';
export * from './products.ts';
export * from './presentations.ts';
export * from './followups.ts';
export * from './treatment-locations.ts';
export * from './program-files.ts';
// Programme configuration
export * from './config-fields.ts';
export * from './institutions.ts';
export * from './aids.ts';
export * from './exam-groups.ts';
export * from './supplies.ts';
export * from './travel-groups.ts';
export * from './patient-procedures.ts';
export * from './field-configs.ts';
export * from './reference-data.ts';

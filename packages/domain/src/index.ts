export * from './enums/index.ts';
export * from './constants.ts';
export * from './rules/index.ts';
export * from './validation/index.ts';
export * from './format/index.ts';
export * from './schemas/index.ts';
export * from './i18n/index.ts';
export type { ErrorCode } from './errors.ts';

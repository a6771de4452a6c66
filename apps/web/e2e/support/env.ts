import { inject } from 'vitest';

/** The server started by global-setup.ts. */
export const baseUrl = (): string => inject('baseUrl');

export const url = (path: string): string => `${baseUrl()}${path}`;

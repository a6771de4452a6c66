import { routeByKey } from '@portal/domain';

/** The dashboard, and '/' on its way there. */
const ADDRESSES = new Set(['/', routeByKey('dashboard').path]);

/**
 * Whether the screen at this signed-in address paints with the catalogue sections the shell loads
 * (lib/i18n/shell-catalogue.ts). Every other signed-in screen waits for the whole catalogue
 * (decision 0105).
 */
export const paintsWithShellTexts = (pathname: string): boolean => ADDRESSES.has(pathname);

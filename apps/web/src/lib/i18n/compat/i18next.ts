/**
 * The types call sites imported from i18next (`'i18next'` is an alias of this file in tsconfig
 * and Vite). New code imports them from '@/lib/i18n/index.ts'.
 */
import type { Texts } from '../translator.ts';

export type { TFunction, TOptions } from '../translator.ts';
export type i18n = Texts;

import { common } from '@portal/domain/i18n/sections/common';
import { sessionErr } from '@portal/domain/i18n/sections/errors-session';
import { validation } from '@portal/domain/i18n/sections/validation';
import { mergeCatalogues } from './translator.ts';
import { webPtBR } from './web-pt-BR.ts';

/**
 * The sections /login and the app frame show (the session and login errors, validation, common
 * words) plus the web-only texts: what every page has before any other section loads. The shared
 * catalogue wins on any key both define.
 */
export const coreTexts = mergeCatalogues(webPtBR, { err: sessionErr, validation, common });

/** Business constants of spec §9. */
export const API_BASE = '/api';
export const PAGE_SIZES = [10, 25, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
/** Lists count matches up to this many; beyond it the total reads "mais de 10.000" (counting every match costs a scan). */
export const COUNT_CAP = 10_000;
export const SEARCH_DEBOUNCE_MS = 500;
export const FILTER_DEBOUNCE_MS = 200;
export const CODE_LENGTH = 5;
export const CODE_RESEND_SECONDS = 60;
export const CODE_MAX_ATTEMPTS = 5;
export const PASSWORD_MIN = 6;
export const SIGNUP_NAME_MIN = 10;
export const WORK_INSTITUTION_MIN = 2;
export const WORK_INSTITUTION_SEPARATOR = ';';
export const UPLOAD_MIN_BYTES = 1024;
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const DRAWER_WIDTH_OPEN = 260;
export const DRAWER_WIDTH_CLOSED = 70;
export const CHOOSER_PROGRAM_SLUGS = ['BEMESTAR', 'ABRACARAVIDA'] as const;
export const FAQ_PROGRAM_SLUG = 'abracaravida';
export const PCDT_GENERAL = 'Geral';

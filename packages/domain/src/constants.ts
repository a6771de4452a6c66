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
/** The shortest new password (ASVS 5.0 L2, NIST SP 800-63B; the spec said 6: decision 0043). */
export const PASSWORD_MIN = 8;
/** The sign-in form's minimum: the spec's 6, which passwords set before 0043 may have. */
export const LOGIN_PASSWORD_MIN = 6;
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
/** Spec §9: the discount lookup always asks the discount service for this programme. */
export const DISCOUNT_PROGRAM_ID = 126;
/** Spec §7: the portal whose posts and tags the content management system answers. */
export const CMS_PORTAL_NAMES = ['PORTAL_MEDICO'] as const;
export type CmsPortalName = (typeof CMS_PORTAL_NAMES)[number];
export const CMS_PORTAL_NAME: CmsPortalName = 'PORTAL_MEDICO';

import { err } from '@portal/domain/i18n/sections/errors';
import { msg } from '@portal/domain/i18n/sections/messages';
import { files, pcdt } from '@portal/domain/i18n/sections/catalog';
import { contents } from '@portal/domain/i18n/sections/contents';
import { patientLink } from '@portal/domain/i18n/sections/patient-link';
import { adverseEvents, pharmacyFinder } from '@portal/domain/i18n/sections/pharmacovigilance';

/**
 * The sections the public pages (/contents, /pcdt, /p/{code}) show at first paint, beside the core
 * ones every page has (lib/i18n/index.ts): about a third of the full catalogue. What these pages
 * open later (a post, the patient's forms, the privacy centre) loads the full catalogue.
 */
export const publicTexts = { err, msg, files, pcdt, contents, patientLink, pharmacyFinder, adverseEvents };

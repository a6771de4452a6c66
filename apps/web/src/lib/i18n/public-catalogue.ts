import { common } from '@portal/domain/i18n/sections/common';
import { err } from '@portal/domain/i18n/sections/errors';
import { validation } from '@portal/domain/i18n/sections/validation';
import { msg } from '@portal/domain/i18n/sections/messages';
import { files, pcdt } from '@portal/domain/i18n/sections/catalog';
import { contents } from '@portal/domain/i18n/sections/contents';
import { patientLink } from '@portal/domain/i18n/sections/patient-link';
import { adverseEvents, pharmacyFinder } from '@portal/domain/i18n/sections/pharmacovigilance';

/**
 * The sections the public pages (/contents, /pcdt, /p/{code}) show at first paint, beside the core
 * ones every page has (lib/i18n/core-catalogue.ts): about a third of the full catalogue. What these pages
 * open later (a post, the patient's forms, the privacy centre) loads the full catalogue.
 */
export const publicTexts = {
  // Already in the core (core-catalogue.ts); named here too so the bundler keeps the core's three sections
  // in their one chunk (errors.ts spreads the session errors; without these, those split off
  // into one more script on /login).
  common, validation,
  err, msg, files, pcdt, contents, patientLink, pharmacyFinder, adverseEvents,
};

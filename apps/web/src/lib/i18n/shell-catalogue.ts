import { common } from '@portal/domain/i18n/sections/common';
import { validation } from '@portal/domain/i18n/sections/validation';
import { menu } from '@portal/domain/i18n/sections/menu';
import { dashboard } from '@portal/domain/i18n/sections/dashboard';
import { dashboardStatus } from '@portal/domain/i18n/sections/dashboard-status';
import { globalSearch } from '@portal/domain/i18n/sections/search';

/**
 * The sections the signed-in frame and the dashboard show at first paint, beside the core ones
 * every page has (lib/i18n/core-catalogue.ts): the menu and page titles, the dashboard's cards and boxes,
 * the board's placeholder, the search button. A few kilobytes instead of the whole catalogue on a
 * signed-in user's first load; the shell asks for the rest once it has painted, and every other
 * screen waits for it (decision 0105).
 */
export const shellTexts = {
  // Already in the core (core-catalogue.ts); named here too, as in public-catalogue.ts, so the bundler keeps
  // the core's sections in their one chunk.
  common, validation,
  menu, dashboard, dashboardStatus, globalSearch,
};

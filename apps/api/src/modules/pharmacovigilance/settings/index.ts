/** A programme's pharmacovigilance settings as the rest of the area sees them. */
export { pvSettingsRoutes } from './pv-settings.routes.ts';
export { DEFAULT_NON_SERIOUS_DAYS, DEFAULT_SERIOUS_DAYS, settingsOf } from './pv-settings.service.ts';

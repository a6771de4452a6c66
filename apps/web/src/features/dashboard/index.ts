/** The dashboard feature as other features see it: the screen is reached through the lazy route table only. */
export { dashboardKeys } from './api/keys.ts';

/**
 * A programme's messaging settings (decision 0078): the outbox reads them for every message of the
 * programme through `messagingFor`; administrators edit them through the routes.
 */
export { messagingSettingsRoutes } from './messaging-settings.routes.ts';
export { messagingFor, type EffectiveMessaging } from './messaging-settings.service.ts';

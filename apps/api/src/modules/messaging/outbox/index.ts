/** The outbox module as other modules see it: queue a message in your transaction; the job delivers it. */
export { outboxRoutes } from './outbox.routes.ts';
export { CHANNEL_OFF, queueEmail, queueSms } from './outbox.service.ts';
export { deliverMessageJob } from './deliver-message.job.ts';
export { queueOnChannel, queueWhatsApp, recordDeliveryStatuses, type DeliveryUpdate, type QueuedWhatsApp } from './whatsapp.service.ts';
export { whatsAppFallbackJob } from './whatsapp-fallback.job.ts';

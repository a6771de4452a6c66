/** Meta's WhatsApp webhook (decision 0056); sending is the outbox module's. */
export { whatsAppRoutes } from './whatsapp.routes.ts';
export { signBody } from './signature.ts';

import { errorSchema } from '../schemas/common.ts';
import { whatsAppVerifyQuerySchema, whatsAppWebhookAnswerSchema, whatsAppWebhookSchema } from '../schemas/whatsapp.ts';
import { endpoint, TEXT_PLAIN } from './endpoint.ts';

const tags = ['integrations'];

/**
 * Meta's webhook of the WhatsApp Business Cloud API (decision 0056). Public: Meta authenticates
 * each call by signing its raw body (`X-Hub-Signature-256`, 401 `whatsappSignatureInvalid` when
 * it does not match) and the subscription by the verify token (403 `whatsappVerifyTokenInvalid`).
 */
export const whatsappContract = {
  /** The subscription check: answers `hub.challenge` as plain text when the verify token matches. */
  verify: endpoint({
    method: 'GET', path: '/integration/whatsapp/webhook', access: { public: true }, tags,
    query: whatsAppVerifyQuerySchema, produces: [TEXT_PLAIN], responses: { 403: errorSchema },
  }),
  /** Delivery statuses of the messages sent; a repeated call changes nothing. */
  webhook: endpoint({
    method: 'POST', path: '/integration/whatsapp/webhook', access: { public: true }, tags,
    body: whatsAppWebhookSchema, responses: { 200: whatsAppWebhookAnswerSchema, 401: errorSchema },
  }),
};

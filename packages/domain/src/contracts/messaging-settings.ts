import { z } from '../schemas/zod-config.ts';
import { errorResponses as errors } from './errors.ts';
import { endpoint } from './endpoint.ts';
import { recordIdSchema } from '../schemas/common.ts';
import { messagingSettingsFormSchema, messagingSettingsSchema } from '../schemas/messaging-settings.ts';

/**
 * A programme's messaging settings (decision 0078): its administrators' (a system administrator
 * for any programme, an administrator for their own; another programme answers 404).
 */
const access = { routes: ['messagingSettings'] };
const tags = ['messaging-settings'];
const params = z.object({ programId: recordIdSchema });

export const messagingSettingsContract = {
  get: endpoint({
    method: 'GET', path: '/programs/:programId/messaging-settings', access, tags,
    params, responses: { 200: messagingSettingsSchema, ...errors },
  }),
  /** Replaces the programme's settings; a blank sender or template name goes back to the environment's default. */
  update: endpoint({
    method: 'PUT', path: '/programs/:programId/messaging-settings', access, tags,
    params, body: messagingSettingsFormSchema, responses: { 200: messagingSettingsSchema, ...errors },
  }),
};

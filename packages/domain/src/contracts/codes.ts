import { errorSchema } from '../schemas/common.ts';
import { captchaConfigSchema } from '../schemas/captcha.ts';
import {
  sendAuthenticatedCodeResponseSchema, sendAuthenticatedCodeSchema, sendCodeResponseSchema, sendCodeSchema,
} from '../schemas/codes.ts';
import { endpoint } from './endpoint.ts';

/**
 * Spec §2 signup step 2, §9: SMS verification codes. A visitor's code needs a captcha (whose
 * widget the web asks for here); a signed-in user's (the patient agreement of an exam group, sent
 * to the patient being registered) needs none and is served by the procedure-requests module.
 */
const tags = ['codes'];

export const codesContract = {
  captchaConfig: endpoint({
    method: 'GET', path: '/captcha/config', access: { public: true }, tags,
    responses: { 200: captchaConfigSchema },
  }),
  send: endpoint({
    method: 'POST', path: '/codes', access: { public: true }, tags,
    body: sendCodeSchema, responses: { 200: sendCodeResponseSchema, 400: errorSchema, 429: errorSchema },
  }),
  sendAuthenticated: endpoint({
    method: 'POST', path: '/codes/authenticated', access: {}, tags,
    body: sendAuthenticatedCodeSchema,
    responses: { 200: sendAuthenticatedCodeResponseSchema, 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 429: errorSchema },
  }),
};

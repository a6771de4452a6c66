import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  captchaConfigSchema, errorSchema, sendAuthenticatedCodeResponseSchema, sendAuthenticatedCodeSchema, sendCodeResponseSchema,
  sendCodeSchema,
} from '@portal/domain';
import { captchaVerifier } from '../../integrations/captcha/index.ts';
import { authOf } from '../../plugins/auth.ts';
import { requireCaptcha, sendCode } from './codes.service.ts';

export const codesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/captcha/config', {
    config: { access: { public: true } },
    schema: { tags: ['codes'], response: { 200: captchaConfigSchema } },
  }, () => ({
    provider: captchaVerifier(app.config.onboarding).kind,
    siteKey: app.config.onboarding.recaptchaSiteKey ?? null,
  }));

  app.post('/codes', {
    config: { access: { public: true } },
    schema: {
      tags: ['codes'], body: sendCodeSchema,
      response: { 200: sendCodeResponseSchema, 400: errorSchema, 429: errorSchema },
    },
  }, async (request) => {
    const { destination, recaptchaValue } = request.body;
    await requireCaptcha(app.config, recaptchaValue, request.ip);
    const sent = await sendCode(app, { destination, purpose: 'signup', ip: request.ip });
    return { expiresAt: sent.expiresAt.toISOString(), resendAt: sent.resendAt.toISOString() };
  });

  app.post('/codes/authenticated', {
    schema: {
      tags: ['codes'], body: sendAuthenticatedCodeSchema,
      response: { 200: sendAuthenticatedCodeResponseSchema, 400: errorSchema, 429: errorSchema },
    },
  }, async (request) => {
    const auth = authOf(request);
    const sent = await sendCode(app, {
      destination: request.body.destination, purpose: 'agreement', ip: request.ip, userId: auth.userId,
      agreementUrl: request.body.patientAgreementUrl,
    });
    return { sentAt: sent.sentAt.toISOString(), expiresAt: sent.expiresAt.toISOString() };
  });
};

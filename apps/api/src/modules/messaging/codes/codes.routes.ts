import type { FastifyInstance } from 'fastify';
import { contract } from '@portal/domain/contracts';
import { route } from '#platform/http/route.ts';
import * as service from './codes.service.ts';

const { codes } = contract;

/**
 * Spec §2 signup step 2, §9: SMS verification codes (contracts in @portal/domain/contracts/codes).
 * The patient agreement code (`codes.sendAuthenticated`) is registered by procedure-requests.
 */
export function codesRoutes(app: FastifyInstance): void {
  route(app, codes.captchaConfig, ({ deps }) => service.captchaConfig(deps));
  route(app, codes.send, ({ deps, request, body }) => service.sendSignupCode(deps, request.ip, body));
}

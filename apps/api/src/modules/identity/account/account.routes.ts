import type { FastifyInstance } from 'fastify';
import { contract } from '@portal/domain/contracts';
import { route } from '#platform/http/route.ts';
import { clearSessionCookie } from '#platform/plugins/auth.ts';
import { perUserRateLimit } from '#platform/plugins/rate-limit.ts';
import * as service from './account.service.ts';
import { requestOptout } from './optout.service.ts';
import { confirmEmailChange } from './email-change.service.ts';

const { account } = contract;

/**
 * The signed-in user's own account: profile, e-mail, work institutions, password and opt-out
 * (contracts in @portal/domain/contracts/account). A change that ends the sessions also clears the cookie.
 * The signed-in changes are limited per user (decision 0058); the e-mail link's confirmation, public, per address.
 */
export function accountRoutes(app: FastifyInstance): void {
  route(app, account.profile, ({ deps, ctx, reply }) => {
    reply.header('cache-control', 'no-store');
    return service.getProfile(deps, ctx);
  });
  route(app, account.updateProfile, async ({ deps, ctx, body, reply }) => {
    const result = await service.updateProfile(deps, ctx, body);
    if (result.signedOut) clearSessionCookie(reply);
    return result;
  });
  route(app, account.changeEmail, ({ deps, ctx, body }) => service.changeEmail(deps, ctx, body), { config: { rateLimit: perUserRateLimit(10) } });
  route(app, account.confirmEmailChange, async ({ deps, body, reply, request }) => {
    const result = await confirmEmailChange(deps, body.token, body.email, request.ip);
    clearSessionCookie(reply);
    return result;
  }, { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } });
  route(app, account.updateWorkInstitutions, ({ deps, ctx, body }) => service.updateWorkInstitutions(deps, ctx, body));
  route(app, account.changePassword, ({ deps, ctx, body }) => service.changePassword(deps, ctx, body), { config: { rateLimit: perUserRateLimit(10) } });
  route(app, account.requestOptout, ({ deps, ctx, body }) => requestOptout(deps, ctx, body.password));
}

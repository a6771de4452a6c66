import { z } from '../schemas/zod-config.ts';
import { idParamSchema } from '../schemas/common.ts';
import { passwordResetRequestSchema, setPasswordSchema } from '../schemas/password-links.ts';
import { errorResponses as errors } from './errors.ts';
import { endpoint } from './endpoint.ts';

/** Single-use e-mailed links that set a password: the first-password invitation and the reset. */
const tags = ['password-links'];

export const passwordLinksContract = {
  /** Sends a reset link (valid 1 h) when the e-mail belongs to an active account; the answer never says which. */
  requestReset: endpoint({
    method: 'POST', path: '/password-reset', access: { public: true }, tags,
    body: passwordResetRequestSchema, status: 204,
  }),
  /** Sets the password from a link (400 invalidPasswordLink when unknown, used or expired); every session ends. */
  setPassword: endpoint({
    method: 'POST', path: '/set-password', access: { public: true }, tags,
    body: setPasswordSchema, responses: { 204: z.null(), ...errors },
  }),
  /** A new invitation (valid 72 h) for a user who has not set a first password; earlier links stop working. */
  resendInvitation: endpoint({
    method: 'POST', path: '/users/:id/invitation', access: { routes: ['users'] }, tags,
    params: idParamSchema, responses: { 204: z.null(), ...errors },
  }),
};

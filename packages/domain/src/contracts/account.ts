import { z } from '../schemas/zod-config.ts';
import {
  changeEmailResponseSchema, changeEmailSchema, changePasswordSchema, confirmEmailChangeSchema, optoutRequestSchema, optoutResponseSchema,
} from '../schemas/account.ts';
import { profileSchema, profileUpdateResponseSchema, profileUpdateSchema } from '../schemas/profile.ts';
import { workInstitutionsResponseSchema, workInstitutionsUpdateSchema } from '../schemas/work-institutions.ts';
import { errorResponses as errors } from './errors.ts';
import { endpoint } from './endpoint.ts';

/** Spec §2 profile and account edit, §9 opt-out: the signed-in user's own account. */
const tags = ['account'];

export const accountContract = {
  profile: endpoint({
    method: 'GET', path: '/users/me', access: { allowPending: true }, tags,
    responses: { 200: profileSchema, ...errors },
  }),
  /** Registers only what changed; a new e-mail signs the user out everywhere (`signedOut`). */
  updateProfile: endpoint({
    method: 'PUT', path: '/users/me', access: {}, tags,
    body: profileUpdateSchema, responses: { 200: profileUpdateResponseSchema, ...errors },
  }),
  /**
   * Needs the current password (400 invalidPassword); sends a confirmation link to the new address
   * and tells the old one. Nothing changes until the link is used.
   */
  changeEmail: endpoint({
    method: 'PATCH', path: '/users/change-email', access: {}, tags,
    body: changeEmailSchema, responses: { 200: changeEmailResponseSchema, ...errors },
  }),
  /**
   * The link sent to a new login e-mail (by the user's own change or an administrator's): the address
   * becomes the login, every session of the user ends and the old address is told. 400
   * invalidEmailChangeLink when unknown, used or expired.
   */
  confirmEmailChange: endpoint({
    method: 'POST', path: '/users/change-email/confirm', access: { public: true }, tags,
    body: confirmEmailChangeSchema, responses: { 200: z.object({ email: z.string() }), ...errors },
  }),
  updateWorkInstitutions: endpoint({
    method: 'PUT', path: '/doctors/work-institutions', access: { types: ['DOCTOR'] }, tags,
    body: workInstitutionsUpdateSchema, responses: { 200: workInstitutionsResponseSchema, ...errors },
  }),
  /** Needs the current password (400 invalidPassword); the user's other sessions end. */
  changePassword: endpoint({
    method: 'PUT', path: '/users/me/password', access: { allowPending: true }, tags,
    body: changePasswordSchema, responses: { 204: z.null(), ...errors },
  }),
  /** Accepted (202): the data are removed by a background job within 24 business hours; needs the password (400 invalidPassword). */
  requestOptout: endpoint({
    method: 'POST', path: '/users/optout', access: { allowPending: true }, tags, body: optoutRequestSchema,
    responses: { 202: optoutResponseSchema, ...errors },
  }),
};

import { z } from '../schemas/zod-config.ts';
import { errorSchema, recordIdValue } from '../schemas/common.ts';
import { loginRequestSchema, loginResponseSchema, sessionAnswerSchema } from '../schemas/auth.ts';
import { endpoint } from './endpoint.ts';

/** Spec §2 login and §4 session: signing in and out, the session's user and its programme. */
const tags = ['auth'];

export const authContract = {
  /**
   * Sets the session cookie; answers the token too only when the body asks `authMode: 'bearer'`.
   * 400 loginCaptchaRequired, 401 invalidUser, 403 expired/not in the programme, 429 throttled.
   */
  login: endpoint({
    method: 'POST', path: '/login', access: { public: true }, tags,
    body: loginRequestSchema, responses: { 200: loginResponseSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 429: errorSchema },
  }),
  /** Ends the session (if any) and clears the cookie. */
  logout: endpoint({ method: 'POST', path: '/logout', access: { public: true }, tags, status: 204 }),
  /**
   * The signed-in user, also while awaiting approval or a usage policy; a visitor (no or an
   * expired session) gets 200 `{ user: null }`, so the first load of a public page logs no error.
   */
  session: endpoint({
    method: 'GET', path: '/user', access: { public: true }, tags,
    responses: { 200: sessionAnswerSchema },
  }),
  /** Moves the session to another programme of the user (403 userNotInProgram). */
  switchProgram: endpoint({
    method: 'PUT', path: '/user/program', access: { allowPending: true }, tags,
    body: z.object({ programId: recordIdValue }), status: 204,
  }),
};

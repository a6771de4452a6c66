import type { LoginInput } from '@portal/domain';
import { api } from '@/lib/api.ts';

/** POST /api/login: the session cookie is set by the server; its 4xx codes are shown, not redirected. */
export const login = (input: LoginInput) => api.auth.login({ body: input }, { authRedirect: false });

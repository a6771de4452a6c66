import type { LoginInput } from '@portal/domain';

export interface LoginValues {
  username: string;
  password: string;
  programId: number;
  recaptchaValue?: string | undefined;
}

export type LoginFieldErrors = Partial<Record<'username' | 'password', string>>;

export type LoginCheck = { input: LoginInput; errors?: undefined } | { input?: undefined; errors: LoginFieldErrors };

/**
 * The shared loginSchema's verdict on the form's values: the parsed input, or each field's first
 * message (a catalogue key). zod and the schemas load on the first check, which keeps them out of
 * /login's initial JavaScript (ENGINEERING §5 budget).
 */
export async function checkLogin(values: LoginValues): Promise<LoginCheck> {
  const { loginSchema } = await import('@portal/domain/schemas');
  const result = loginSchema.safeParse(values);
  if (result.success) return { input: result.data };
  const errors: LoginFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'username' || field === 'password') && errors[field] === undefined) errors[field] = issue.message;
  }
  return { errors };
}

import type { Resolver } from 'react-hook-form';
import type { LoginInput } from '@portal/domain';
import type { z } from 'zod';
import type { loginSchema } from '@portal/domain/schemas';

export type LoginFormValues = z.input<typeof loginSchema>;

/**
 * zodResolver(loginSchema), loaded on the first validation: zod and the shared schemas then stay
 * out of /login's initial JavaScript (ENGINEERING §5 budget).
 */
export const loginResolver: Resolver<LoginFormValues, unknown, LoginInput> = async (values, context, options) => {
  const [{ zodResolver }, { loginSchema: schema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@portal/domain/schemas'),
  ]);
  return zodResolver(schema)(values, context, options);
};
